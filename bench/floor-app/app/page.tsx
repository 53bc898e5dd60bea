export default function FloorPage() {
  return (
    <main>
      <h1 style={{ fontSize: 40 }}>MDF and plywood panels, pasted, cut, banded and bored to your list</h1>
      <p>A bare Next.js page: the floor for the benchmark.</p>
    </main>
  );
}
