export function ThankYouPage() {
  return <main>TODO ThankYouPage</main>;
}
