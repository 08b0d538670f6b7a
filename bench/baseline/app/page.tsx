export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Next.js page: the floor the storefront&apos;s pages are compared against.</p>
    </main>
  )
}
