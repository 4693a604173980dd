export function BookingPage() {
  return <main>TODO BookingPage</main>;
}
