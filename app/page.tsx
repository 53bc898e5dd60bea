export default function Page() {
  return <main id="home" />;
}
