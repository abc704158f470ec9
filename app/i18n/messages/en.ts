/**
 * The words of the site's screens in English, and the shape every language's catalogue has.
 * Pieces that end or start with a space sit beside a number or a name on the page; `%s`, `%n`
 * and `%t` are filled in where a sentence needs the value inside it.
 */
export const en = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  mainNav: 'Main',
  nav: ['Home', 'Rooms', 'Restaurant', 'Contact'],
  language: 'Language',
  copyrightBeforeYear: 'Copyright (c) ',
  copyrightBeforeName: ', All Right Reserved ',
  welcomeTo: 'Welcome to %s',
  slideOf: '%n of %t',
  showSlide: 'Show slide %n',
  searchForm: 'Check room availability',
  checkIn: 'Check in',
  checkOut: 'Check out',
  adults: 'Adults',
  kids: 'Kids',
  // The guest selects' options as shown, in domain/party-labels.ts's order (the values stay its
  // labels); docs/product.md §4: '0 Kid' is shown as 'No Kid'.
  adultOptions: ['1 Adult', '2 Adults', '3 Adults', '4 Adults'],
  kidOptions: ['No Kid', '1 Kid', '2 Kids', '3 Kids', '4 Kids'],
  checkNow: 'Check Now',
  rooms: 'Rooms',
  oneRoomFound: '1 room available.',
  roomsFound: '%n rooms available.',
  noRoomBeforeCount: 'No room fits ',
  noRoomAfterCount: ' guests. Try a smaller party or call the front desk.',
  loadingRooms: 'Loading rooms…',
  // The overlay's name, also on the one the early input script shows before the app takes over.
  loadingLabel: 'Loading rooms',
  size: 'Size',
  maxPeople: 'Max people',
  maxBeforeCount: 'Max ',
  maxAfterCount: ' people',
  roomPicture: '%s at the resort',
  bookNow: 'Book now ',
  afterRoomName: ' Details',
  insideRoom: 'Inside the %s',
  facilities: 'Room Facilities',
  yourReservation: 'Your Reservation',
  panelBookNow: 'book now ',
  hotelRules: 'Hotel Rules',
  notFoundTitle: '404 Page Not Found',
  notFoundMessage: 'This page does not exist. Our rooms are waiting on the home page.',
  errorTitle: 'Unexpected Application Error!',
  errorMessage: 'Something went wrong on our side. Please go back to the home page and try again.',
  backHome: 'Back to the home page',
}

export type Messages = typeof en
