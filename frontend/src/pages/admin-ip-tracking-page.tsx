export function AdminIpTrackingPage() {
  return <main>TODO AdminIpTrackingPage</main>;
}
