export default function BookRoom() {
  return <main id="main" />
}
