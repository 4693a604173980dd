export function ParkGuidePage() {
  return <main>TODO ParkGuidePage</main>;
}
