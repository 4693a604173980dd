export function NotFoundPage() {
  return <main>TODO NotFoundPage</main>;
}
