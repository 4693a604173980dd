export function PrivacyPage() {
  return <main>TODO PrivacyPage</main>;
}
