export function HomePage() {
  return <main>TODO HomePage</main>;
}
