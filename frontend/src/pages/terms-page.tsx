export function TermsPage() {
  return <main>TODO TermsPage</main>;
}
