import type { LookupWords } from './en'

/**
 * Filipino as resort sites here write to their guests: Tagalog, with the English words guests use
 * anyway (booking, check-in, deposit, refund).
 */
export const lookupFil: LookupWords = {
  title: 'Ang iyong reservation | %s',
  description: 'Hanapin, tingnan o i-cancel ang iyong reservation sa %s.',
  heading: 'Ang iyong reservation',
  loading: 'Kinukuha ang iyong reservation…',

  findHeading: 'Hanapin ang iyong reservation',
  findIntro: 'Pareho silang nasa email na ipinadala namin noong nag-book ka.',
  reference: 'Reference',
  email: 'Email',
  searching: 'Hinahanap ang iyong reservation…',
  find: 'Hanapin ang reservation',
  noMatch:
    'Walang booking na tugma sa reference at email na iyan. Pakisuri ang dalawa ayon sa nakasulat sa iyong email.',
  referenceMissing: 'Ilagay ang reference na nasa iyong email.',
  referenceInvalid:
    'Ang reference ay 8 letra at numero, gaya ng 7K3M9QXA. Pakisuri ang nasa iyong email.',
  emailMissing: 'Ilagay ang email address na ginamit mo sa pag-book.',
  emailInvalid: 'Maglagay ng email address na gaya ng name@example.com.',

  unreachable:
    'Hindi makakonekta sa resort. Pakisuri ang iyong internet connection at subukang muli.',
  tooManyRequests:
    'Masyadong maraming request mula sa iyong koneksyon. Maghintay muna ng isang minuto at subukang muli.',
  somethingWrong: 'May nagka-problema sa aming panig. Pakisubukang muli maya-maya.',

  reservation: 'Reservation',
  inNameOf: 'Sa pangalan ni %s',
  statusRequested:
    'Naipadala ang request: kukumpirmahin ito ng resort sa lalong madaling panahon. Naka-hold muna ang iyong kuwarto habang hinihintay ito.',
  statusAwaitingPayment:
    'Naghihintay ng bayad: bayaran ang deposit para makumpirma ito. Naka-hold muna ang iyong kuwarto habang hinihintay ito.',
  statusConfirmed: 'Kumpirmado: inaabangan namin ang iyong pagdating.',
  statusDeclined: 'Hindi naaprubahan: paumanhin, hindi matatanggap ng resort ang request na ito.',
  statusCancelled: 'Na-cancel: bakante na muli ang mga gabing ito.',
  statusExpired:
    'Expired: natapos ang hold bago nakumpirma ang stay, kaya bakante na muli ang mga gabing ito.',
  statusCheckedIn: 'Naka-check in: maligayang pagdating! Sana ay mag-enjoy ka sa iyong stay.',
  statusCheckedOut: 'Naka-check out: maraming salamat sa pag-stay mo sa amin.',
  statusNoShow:
    'No-show: hindi ka nakarating para sa stay na ito, kaya na-release na ang kuwarto para sa mga gabing iyon.',
  statusReceiptInReview:
    'Natanggap ang resibo: sinusuri ng resort ang iyong transfer at kukumpirmahin ang iyong stay kapag pumasok na ang bayad. Naka-hold muna ang iyong kuwarto habang hinihintay ito.',
  noShowDueBefore:
    'Babayaran para sa stay na hindi mo natuloy, ayon sa cancellation policy ng rate: ',
  cancellationDueBefore: 'Babayaran para sa pag-cancel, ayon sa cancellation policy ng rate: ',
  payableHereAll: '. Puwede mo itong bayaran dito, online.',
  payableHerePart: '. %a pa ang natitirang babayaran, at puwede mo itong bayaran dito, online.',

  instant: '%d, %t (oras sa Manila)',

  cancelOpen: 'I-cancel ang reservation',
  cancelQuestion:
    'I-cancel ang reservation %r? Ibabalik sa resort ang mga gabi nito, at hindi na ito mababawi.',
  spaceAfterSentence: ' ',
  cancelCharge: 'Ayon sa cancellation policy ng rate, %a ang babayaran kung mag-cancel ka ngayon.',
  cancelFree: 'Walang bayad kung mag-cancel ka ngayon.',
  cancelTooLate:
    'Hindi na puwedeng i-cancel online ang reservation na ito. Pakitawagan ang resort.',
  cancelYes: 'Oo, i-cancel',
  cancelKeep: 'Huwag i-cancel',

  changeOpen: 'Palitan ang petsa',
  changeHeading: 'Palitan ang iyong mga petsa',
  changeIntroAtOnce:
    'Pumili ng bagong petsa para sa parehong kuwarto at rate. Kung bakante ang kuwarto sa mga petsang iyon, mapapalitan agad ang iyong stay pagka-send mo.',
  changeIntroRequest:
    'Pumili ng bagong petsa para sa parehong kuwarto at rate. Susuriin namin ito at sasagutin ka namin sa email; habang hinihintay, walang magbabago sa iyong booking.',
  changeChooseBoth: 'Piliin ang bagong check-in at check-out para makita ang presyo.',
  changePricing: 'Kinukuwenta ang presyo ng iyong mga bagong petsa…',
  changeNewTotal: 'Bagong total',
  changeMore: 'Mas mataas nang %d kaysa sa iyong booking (%b).',
  changeLess: 'Mas mababa nang %d kaysa sa iyong booking (%b).',
  changeSame: 'Pareho lang sa iyong booking (%b).',
  changeSendAtOnce: 'Palitan ang aking mga petsa',
  changeSendRequest: 'I-request ang mga petsang ito',
  changeKeep: 'Huwag palitan',
  changeNightsTaken:
    'May mga gabi sa mga petsang ito na puno na ang kuwarto. Pumili ng ibang petsa, o tumawag o mag-email sa amin at tutulungan ka namin.',
  changeTooFar: 'Tumatanggap kami ng booking hanggang %n araw mula ngayon, hanggang %d.',
  changeFromTomorrow:
    'Pumili ng check-in simula bukas: kung para ngayong araw, pakitawagan o i-email kami.',
  changeBegun:
    'Nagsisimula ngayong araw o nagsimula na ang iyong stay: tumawag o mag-email sa amin para palitan ito.',
  changeNotOnline:
    'Hindi na puwedeng palitan online ang reservation na ito: tumawag o mag-email sa amin.',
  changeStay: '%n, %d',
  changedAtOnce:
    'Napalitan na ang iyong mga petsa: %s, %a lahat-lahat. Ipinadala na namin sa iyong email ang mga bagong detalye.',
  changeAsked:
    'Natanggap na ng resort ang iyong request para sa %d. Mag-e-email kami agad kapag may sagot na sila; habang hinihintay, walang magbabago sa iyong booking.',

  charges: 'Mga singil',
  total: 'Kabuuan',
  paid: 'Nabayaran',
  balance: 'Balanse',
  toGiveBack: 'Ibabalik sa iyo',
  payment: 'Bayad',
  deposit: 'Deposit',
  payDeposit: 'Bayaran ang deposit',
  refundDue: 'Ire-refund: %s',
  refunded: 'Na-refund: %s',
  refundedAmount: 'Na-refund: %a.',
  refundToCard:
    '%a, sa card o account na ipinambayad mo. Puwedeng abutin nang ilang araw bago ito lumabas doon.',
  refundByHand: '%a: kokontakin ka ng resort para maibalik ito.',
  receiptChecking:
    'Natanggap namin ang iyong resibo: sinusuri ito ng resort, at naka-hold pa rin ang iyong kuwarto habang hinihintay.',
  depositPaid: 'Bayad na ang deposit. Ang balanseng %a ay babayaran sa check-in.',
  paidInFull: 'Bayad na nang buo. Salamat po.',
  nothingPaid: 'Walang nabayaran.',
  depositOnline:
    'Hindi pa bayad ang deposit. Bayaran ito para makumpirma ang iyong stay; habang hindi pa bayad, naka-hold ang kuwarto para sa iyo.',
  depositOnlineBy:
    'Hindi pa bayad ang deposit. Bayaran ito hanggang %d para makumpirma ang iyong stay; habang hindi pa bayad, naka-hold ang kuwarto para sa iyo.',
  depositTransfer: 'I-transfer ang deposit, saka i-upload sa ibaba ang litrato o PDF ng resibo.',
  depositTransferBy:
    'I-transfer ang deposit hanggang %d, saka i-upload sa ibaba ang litrato o PDF ng resibo.',
  transferAmount: 'Halaga',
  transferWriteOn: 'Isulat sa transfer',
  transferPayBy: 'Bayaran hanggang',

  payNow: 'Bayaran ang %a ngayon',
  payOnPayMongo: 'Sa secure na payment page ng PayMongo.',
  payJustPaid:
    'Kung kababayad mo lang, puwedeng ilang minuto bago ito lumabas dito: tingnan ulit maya-maya.',
  payNotMade: 'Hindi natuloy ang bayad. Puwede kang magbayad dito kahit kailan ka handa.',
  payNothingDue:
    'Walang kailangang bayaran online para sa reservation na ito sa ngayon. Hanapin itong muli para makita ang status nito.',
  paymentWaiting: 'Hinihintay ang kumpirmasyon ng bayad…',
  paymentNotYet:
    'Hindi pa kumpirmado ang bayad. Kung nagbayad ka na, puwedeng ilang minuto pa: i-refresh ang page na ito maya-maya.',
  paymentReceived: 'Salamat po: natanggap namin ang iyong bayad at kumpirmado na ang iyong stay.',
  paymentCancelled:
    'Hindi natuloy ang bayad. Puwede mong bayaran ang deposit sa ibaba habang naka-hold ang iyong kuwarto.',

  uploadReceipt: 'I-upload ang resibo',
  receiptIntro:
    'Nagbayad sa pamamagitan ng transfer? Ipadala ang litrato o PDF ng resibo, at kukumpirmahin ng resort ang iyong stay kapag pumasok na ang bayad.',
  receiptLabel: 'Resibo (JPEG, PNG o PDF, hanggang 5 MB)',
  receiptChoose: 'Pumili ng litrato o PDF ng iyong transfer receipt.',
  receiptTooLarge: 'Lampas sa 5 MB ang resibo. Magpadala ng mas maliit na litrato o PDF.',
  receiptWrongType: 'Magpadala ng JPEG o PNG na litrato, o PDF, na hindi lalampas sa 5 MB.',
  receiptTooMany:
    'May %n resibo na ang booking na ito, ang pinakamaraming tinatanggap. Para magpadala ng isa pa, i-email ito sa resort kasama ang iyong reference, %r.',
  receiptUnreadable:
    'Hindi namin mabuksan ang file na ito. Ipadala muli ang litrato o PDF ng resibo, o kumuha ng bagong litrato.',
  receiptBookingGone:
    'Hindi na mahanap ang booking na ito gamit ang email na iyan. Hanapin itong muli.',
  receiptNotTaken:
    'Hindi na tumatanggap ng resibo ang booking na ito. Hanapin itong muli para makita ang status nito.',
}
