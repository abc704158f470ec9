export default function FindReservation() {
  return <main id="main" />
}
