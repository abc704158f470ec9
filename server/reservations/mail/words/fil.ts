/**
 * Filipino, gaya ng pagsulat ng mga resort dito sa kanilang bisita: magalang (po), at Taglish
 * kung saan iyon ang natural (check-in, reservation, deposit). Laging piso (₱) ang halaga.
 */
import { formatCentavos } from '../../../../domain/money'
import type { MailWords } from './en'

export const fil: MailWords = {
  locale: 'fil',
  sentenceGap: ' ',
  keepWordsWhole: false,
  greeting: (name) => `Magandang araw po, ${name},`,
  detailLine: (label, value) => `${label}: ${value}`,
  dateRange: (from, to) => `${from} hanggang ${to}`,
  party: (adults, kids) =>
    `${adults} ${adults === 1 ? 'adult' : 'adults'}${kids === 0 ? '' : `, ${kids} bata`}`,
  details: {
    reference: 'Reference no.',
    room: 'Kuwarto',
    roomAtRate: (room, rate) => `${room} (${rate})`,
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Bilang ng gabi',
    nightsCount: (nights) => String(nights),
    guests: 'Mga bisita',
    total: 'Kabuuan',
    cancellation: 'Pagkansela',
    paid: 'Nabayaran na',
    balanceAtCheckIn: 'Babayaran sa check-in',
  },
  policy: ({ text, freeUntil, charge }) =>
    charge === null
      ? text
      : freeUntil === null
        ? `Hindi na libre ang pagkansela para sa mga petsang ito: kapag kinansela, sisingilin ang ${charge}.`
        : `Libre ang pagkansela hanggang ${freeUntil}; pagkatapos nito, sisingilin ang ${charge}.`,
  resortSays: 'Mensahe mula sa resort:',
  lookUp: {
    intro:
      'Para makita o makansela ang inyong reservation, buksan ang link sa ibaba at ilagay ang email address na ito:',
    label: 'Tingnan ang reservation',
  },
  notYou: (resortEmail) =>
    `Kung hindi po kayo ang humiling nito, mag-reply lang sa email na ito o sumulat sa ${resortEmail}.`,
  requestReceived: {
    subject: (ref, resort) => `Natanggap na ang reservation request ${ref}: ${resort}`,
    preview: (ref) =>
      `Natanggap na namin ang request ${ref}, at naka-hold ang kuwarto habang nire-review ito ng resort.`,
    thanks: (resort) =>
      `Salamat po sa inyong reservation request sa ${resort}. Natanggap na namin ito.`,
    nextHeading: 'Ano ang susunod',
    held: (deadline) =>
      `Naka-hold po ang inyong kuwarto habang nire-review ng resort ang inyong request.${
        deadline === null
          ? ''
          : ` Kung wala pang desisyon pagsapit ng ${deadline}, mag-e-expire ang request at ire-release ang kuwarto.`
      }`,
    writeAgain:
      'Mag-e-email po kami ulit sa oras na ma-confirm ang inyong request o kung hindi ito matanggap.',
  },
  confirmed: {
    subject: (ref, resort) => `Confirmed na ang reservation ${ref}: ${resort}`,
    preview: (checkIn) => `Confirmed na ang inyong stay simula ${checkIn}.`,
    goodNews: (resort) =>
      `Magandang balita po: kinumpirma na ng ${resort} ang inyong reservation. Inaabangan na namin ang inyong pagdating!`,
  },
  stayChanged: {
    subject: (ref, resort) => `Binago ang reservation ${ref}: ${resort}`,
    preview: (from, to) => `Ang inyong stay ay mula ${from} hanggang ${to} na.`,
    intro: (resort) =>
      `Binago na po ng ${resort} ang inyong reservation ayon sa napag-usapan. Narito ang mga bagong detalye.`,
    beforeHeading: 'Bago ang pagbabago',
    before: (room, dates, total) => `${room}, ${dates}, ${total}.`,
  },
  declined: {
    subject: (ref, resort) => `Hindi natanggap ang reservation request ${ref}: ${resort}`,
    preview: (ref) => `Paumanhin po, hindi namin matanggap ang request ${ref}.`,
    sorry: (resort) =>
      `Paumanhin po: hindi matanggap ng ${resort} ang inyong reservation request, at hindi na naka-hold ang kuwarto para sa inyo.`,
    otherDates: (home) => `Malugod po kayong pumili ng ibang petsa o ibang kuwarto sa ${home}.`,
  },
  cancelled: {
    subject: (ref, resort) => `Kinansela ang reservation ${ref}: ${resort}`,
    preview: (ref) => `Nakansela na ang inyong reservation ${ref}.`,
    intro:
      'Nakansela na po ang inyong reservation, at hindi na naka-hold ang kuwarto para sa inyo.',
    chargeLabel: 'Bayad sa pagkansela',
    charge: (amount) => `${amount}, ayon sa cancellation policy ng inyong rate.`,
    refundLabel: 'Ire-refund',
    refund: (amount, backToCard) =>
      backToCard
        ? `${formatCentavos(amount)}, ibabalik sa card o account na ipinambayad ninyo. Maaaring abutin ng ilang araw bago ito makita roon.`
        : `${formatCentavos(amount)}: kokontakin po kayo ng resort para maibalik ito.`,
  },
  deposit: {
    subject: (ref, resort) => `Bayaran ang deposit para sa reservation ${ref}: ${resort}`,
    preview: (deadline, deposit) =>
      `Naka-hold ang inyong kuwarto hanggang ${deadline} habang hinihintay ang deposit na ${deposit}.`,
    byTransfer: (resort, deadline, deposit) =>
      `Salamat po sa pag-book sa ${resort}. Naka-hold ang inyong kuwarto hanggang ${deadline}. Pakitransfer po ang deposit na ${deposit} bago noon, at padalhan kami ng litrato ng resibo. Kapag na-check na ng aming front desk na pumasok ito sa aming account, confirmed na ang inyong stay at mag-e-email kami sa inyo. Kung walang resibong dumating bago noon, matatapos ang hold at ire-release ang kuwarto.`,
    online: (resort, deadline, deposit) =>
      `Salamat po sa pag-book sa ${resort}. Naka-hold ang inyong kuwarto hanggang ${deadline}, at hindi pa bayad ang deposit na ${deposit}. Bayaran po ito online bago noon at confirmed na ang inyong stay sa sandaling pumasok ang bayad; kung hindi, matatapos ang hold at ire-release ang kuwarto.`,
    uploadIntro:
      'Pagkabayad, i-upload po ang litrato o PDF ng resibo sa inyong reservation page, gamit ang email address na ito:',
    payIntro:
      'Para magbayad o makita ang inyong reservation, buksan ang link sa ibaba at ilagay ang email address na ito:',
    uploadLabel: 'I-upload ang resibo',
    payLabel: 'Bayaran ang deposit',
    amount: 'Halaga',
    writeOnTransfer: 'Isulat sa transfer',
    payBy: 'Bayaran bago ang',
    soon: 'sa takdang oras',
  },
  paymentExpired: {
    subject: (ref, resort) => `Nag-expire ang reservation ${ref} dahil hindi nabayaran: ${resort}`,
    preview: (ref) =>
      `Hindi namin natanggap sa takdang oras ang deposit para sa ${ref}, kaya na-release na ang kuwarto.`,
    ended: (paid) =>
      `Hindi po namin natanggap sa takdang oras ang deposit para sa inyong reservation, kaya natapos na ang hold at hindi na naka-hold ang kuwarto para sa inyo. ${
        paid === null
          ? 'Wala pong siningil sa inyo.'
          : `Ibabalik po sa inyo ang ${paid} na naibayad ninyo.`
      }`,
    bookAgain: (home) => `Malugod po kayong mag-book ulit sa ${home}.`,
  },
  receiptRejected: {
    heldSubject: (ref, resort) =>
      `Kailangang tingnan ulit ang resibo para sa reservation ${ref}: ${resort}`,
    heldPreview: (deadline) =>
      `Hindi namin matanggap ang resibong ipinadala ninyo. Naka-hold ang kuwarto hanggang ${deadline}.`,
    held: (deadline) =>
      `Hindi po namin matanggap ang resibong ipinadala ninyo para sa inyong reservation. Naka-hold pa rin ang inyong kuwarto hanggang ${deadline}.`,
    uploadAgain: 'Mag-upload po ng panibagong litrato o PDF ng resibo sa inyong reservation page:',
    releasedSubject: (ref, resort) => `Tungkol sa resibo ng reservation ${ref}: ${resort}`,
    releasedPreview:
      'Hindi namin matanggap ang resibong ipinadala ninyo, at wala nang naka-hold na kuwarto ang booking.',
    released:
      'Hindi po namin matanggap ang resibong ipinadala ninyo para sa inyong reservation, at wala nang naka-hold na kuwarto ang booking, kaya hindi na kailangang mag-upload pa.',
    moneyLeft:
      'Kung may perang talagang nabawas sa inyong account para rito, mag-reply po sa email na ito kasama ang mga detalye at aayusin ito ng resort kasama ninyo.',
  },
  dateChange: {
    subject: (ref, resort) => `Ang request ninyong baguhin ang reservation ${ref}: ${resort}`,
    preview: (dates) =>
      `Hiniling ninyong mag-stay mula ${dates}. Sasagot ang resort sa lalong madaling panahon.`,
    asked: (room, dates, price) =>
      `Natanggap po namin ang request ninyong ilipat ang inyong stay sa ${room} sa ${dates}: ${price}.`,
    unchanged:
      'Mananatili po ang inyong reservation gaya ng dati hangga’t hindi pa sumasagot ang resort; mag-e-email kami agad pagsagot nito.',
    price: (total, difference) =>
      `${formatCentavos(total)} lahat-lahat, ${
        difference === 0
          ? 'kapareho ng ngayon'
          : difference > 0
            ? `${formatCentavos(difference)} na mas mataas kaysa ngayon`
            : `${formatCentavos(-difference)} na mas mababa kaysa ngayon`
      }`,
  },
  invoice: {
    subject: (number, resort) => `Salamat sa pag-stay ninyo: invoice ${number} mula sa ${resort}`,
    preview: (number, ref) => `Naka-attach ang invoice ${number} para sa reservation ${ref}.`,
    thanks: (resort) =>
      `Maraming salamat po sa pag-stay sa ${resort}. Sana’y nakapagpahinga kayo nang husto, at sana’y makabalik kayo agad.`,
    number: 'Invoice',
    date: 'Petsa',
    reservation: 'Reservation',
    attached:
      'Naka-attach po sa email na ito ang inyong invoice bilang PDF. Kung kailangan itong nakapangalan sa inyong kumpanya, kasama ang address o TIN nito, mag-reply lang po sa email na ito at muli namin itong ilalabas sa pangalang iyon.',
  },
  calendar: {
    summary: (resort, room) => `${resort}: ${room}`,
    description: (ref, extras, lookUp) =>
      `Reservation ${ref}.${extras.length > 0 ? ` Extras: ${extras.join(', ')}.` : ''} Tingnan o kanselahin ito sa ${lookUp}`,
  },
}
