import type { LookupWords } from './en'

/** 한국어: 투숙객에게 드리는 정중한 -습니다/-세요체. */
export const lookupKo: LookupWords = {
  title: '예약 확인 | %s',
  description: '%s 예약 내역을 조회하거나 취소하실 수 있습니다.',
  heading: '예약 확인',
  loading: '예약 정보를 불러오는 중입니다…',

  findHeading: '예약 조회',
  findIntro: '두 가지 모두 예약하실 때 보내 드린 이메일에 있습니다.',
  reference: '예약 번호',
  email: '이메일',
  searching: '예약을 찾고 있습니다…',
  find: '예약 조회하기',
  noMatch:
    '입력하신 예약 번호와 이메일에 일치하는 예약이 없습니다. 예약 확인 이메일에 적힌 그대로 입력하셨는지 두 항목 모두 확인해 주세요.',
  referenceMissing: '이메일에 있는 예약 번호를 입력해 주세요.',
  referenceInvalid:
    '예약 번호는 7K3M9QXA처럼 영문과 숫자 8자리입니다. 이메일에 있는 번호를 확인해 주세요.',
  emailMissing: '예약하실 때 사용하신 이메일 주소를 입력해 주세요.',
  emailInvalid: 'name@example.com 형식의 이메일 주소를 입력해 주세요.',

  unreachable: '리조트에 연결할 수 없습니다. 인터넷 연결을 확인하신 후 다시 시도해 주세요.',
  tooManyRequests: '요청이 너무 많습니다. 1분 정도 기다리신 후 다시 시도해 주세요.',
  somethingWrong: '일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',

  reservation: '예약',
  inNameOf: '예약자: %s',
  statusRequested:
    '예약 요청 완료: 리조트에서 곧 확정해 드립니다. 그때까지 객실은 고객님을 위해 확보해 두겠습니다.',
  statusAwaitingPayment:
    '결제 대기 중: 예약금을 결제하시면 예약이 확정됩니다. 그때까지 객실은 고객님을 위해 확보해 두겠습니다.',
  statusConfirmed: '예약 확정: 고객님을 맞이할 날을 기다리겠습니다.',
  statusDeclined: '예약 불가: 죄송하지만 리조트에서 이번 예약 요청을 수락하지 못했습니다.',
  statusCancelled: '취소 완료: 해당 날짜는 다시 예약할 수 있게 되었습니다.',
  statusExpired:
    '기한 만료: 예약이 확정되기 전에 객실 보류 기간이 끝나, 해당 날짜는 다시 예약할 수 있게 되었습니다.',
  statusCheckedIn: '체크인 완료: 환영합니다. 즐거운 시간 보내시기 바랍니다.',
  statusCheckedOut: '체크아웃 완료: 저희 리조트를 찾아 주셔서 감사합니다.',
  statusNoShow: '노쇼: 예약하신 날짜에 오시지 않아 해당 숙박은 취소 처리되었습니다.',
  statusReceiptInReview:
    '영수증 접수 완료: 리조트에서 송금 내역을 확인하고 있으며, 입금이 확인되면 예약을 확정해 드립니다. 그때까지 객실은 고객님을 위해 확보해 두겠습니다.',
  noShowDueBefore: '요금제의 취소 규정에 따라 오시지 않은 숙박에 대해 부과되는 금액: ',
  cancellationDueBefore: '요금제의 취소 규정에 따른 취소 수수료: ',
  payableHereAll: '. 이 페이지에서 온라인으로 결제하실 수 있습니다.',
  payableHerePart: '. 이 중 남은 금액(%a)은 이 페이지에서 온라인으로 결제하실 수 있습니다.',

  instant: '%d %t (마닐라 시간 기준)',

  cancelOpen: '예약 취소',
  cancelQuestion:
    '%r 예약을 취소하시겠습니까? 취소하시면 확보된 객실이 해제되며, 취소 후에는 되돌릴 수 없습니다.',
  spaceAfterSentence: ' ',
  cancelCharge: '요금제의 취소 규정에 따라 지금 취소하시면 %a의 취소 수수료가 부과됩니다.',
  cancelFree: '지금 취소하시면 수수료가 없습니다.',
  cancelTooLate: '이 예약은 더 이상 온라인으로 취소하실 수 없습니다. 리조트로 전화해 주세요.',
  cancelYes: '네, 취소합니다',
  cancelKeep: '아니요, 유지합니다',

  changeOpen: '날짜 변경',
  changeHeading: '숙박 날짜 변경',
  changeIntroAtOnce:
    '같은 객실과 요금제로 새 날짜를 선택해 주세요. 그 날짜에 객실이 비어 있으면 보내시는 즉시 숙박 일정이 변경됩니다.',
  changeIntroRequest:
    '같은 객실과 요금제로 새 날짜를 선택해 주세요. 리조트에서 확인한 후 이메일로 답변드리며, 그때까지 기존 예약은 그대로 유지됩니다.',
  changeChooseBoth: '새 체크인 날짜와 체크아웃 날짜를 선택하시면 요금을 확인하실 수 있습니다.',
  changePricing: '새 날짜의 요금을 계산하고 있습니다…',
  changeNewTotal: '변경 후 총액',
  changeMore: '기존 예약 금액(%b)보다 %d 늘어납니다.',
  changeLess: '기존 예약 금액(%b)보다 %d 줄어듭니다.',
  changeSame: '기존 예약 금액(%b)과 같습니다.',
  changeSendAtOnce: '날짜 변경하기',
  changeSendRequest: '이 날짜로 변경 요청하기',
  changeKeep: '기존 날짜 유지',
  changeNightsTaken:
    '선택하신 날짜 중 일부는 객실이 이미 예약되어 있습니다. 다른 날짜를 선택하시거나, 전화나 이메일로 문의해 주시면 도와드리겠습니다.',
  changeTooFar: '체크인은 오늘부터 %n일 이내(%d까지)로 선택해 주세요.',
  changeFromTomorrow:
    '체크인은 내일부터 선택하실 수 있습니다. 오늘 체크인하시려면 전화나 이메일로 문의해 주세요.',
  changeBegun:
    '숙박이 오늘 시작되거나 이미 시작되어 온라인으로는 변경하실 수 없습니다. 전화나 이메일로 문의해 주세요.',
  changeNotOnline:
    '이 예약은 더 이상 온라인으로 변경하실 수 없습니다. 전화나 이메일로 문의해 주세요.',
  changeStay: '%n, %d',
  changedAtOnce: '날짜가 변경되었습니다: %s, 총 %a. 변경된 예약 내용은 이메일로 보내 드렸습니다.',
  changeAsked:
    '%d 일정으로의 변경 요청이 리조트에 전달되었습니다. 답변을 받는 대로 이메일로 알려 드리며, 그때까지 기존 예약은 그대로 유지됩니다.',

  charges: '이용 요금 내역',
  total: '합계',
  paid: '결제된 금액',
  balance: '잔액',
  toGiveBack: '환불 예정 금액',
  payment: '결제',
  deposit: '예약금',
  payDeposit: '예약금 결제하기',
  refundDue: '환불 예정: %s',
  refunded: '환불 완료: %s',
  refundedAmount: '환불 완료: %a.',
  refundToCard: '%a (결제하신 카드 또는 계좌로 환불되며, 반영까지 며칠 걸릴 수 있습니다)',
  refundByHand: '%a (환불 관련하여 리조트에서 연락드리겠습니다)',
  receiptChecking:
    '영수증을 받았습니다. 리조트에서 확인하는 동안에도 객실은 계속 고객님을 위해 확보해 두겠습니다.',
  depositPaid: '예약금 결제가 완료되었습니다. 남은 금액(%a)은 체크인 때 결제해 주세요.',
  paidInFull: '전액 결제되었습니다. 감사합니다.',
  nothingPaid: '결제된 금액이 없습니다.',
  depositOnline:
    '예약금이 아직 결제되지 않았습니다. 예약금을 결제하시면 예약이 확정되며, 그때까지 객실은 고객님을 위해 확보해 두겠습니다.',
  depositOnlineBy:
    '예약금이 아직 결제되지 않았습니다. %d까지 결제하시면 예약이 확정되며, 그때까지 객실은 고객님을 위해 확보해 두겠습니다.',
  depositTransfer: '예약금을 송금하신 후, 아래에서 영수증 사진이나 PDF를 올려 주세요.',
  depositTransferBy: '%d까지 예약금을 송금하신 후, 아래에서 영수증 사진이나 PDF를 올려 주세요.',
  transferAmount: '금액',
  transferWriteOn: '송금 메모에 적을 내용',
  transferPayBy: '송금 기한',

  payNow: '%a 지금 결제하기',
  payOnPayMongo: 'PayMongo의 안전한 결제 페이지로 이동합니다.',
  payJustPaid:
    '방금 결제하셨다면 여기에 반영되기까지 몇 분 걸릴 수 있습니다. 잠시 후 다시 확인해 주세요.',
  payNotMade: '결제가 완료되지 않았습니다. 준비되시면 언제든지 여기에서 결제하실 수 있습니다.',
  payNothingDue:
    '현재 이 예약에는 온라인으로 결제하실 금액이 없습니다. 다시 조회하셔서 현재 상태를 확인해 주세요.',
  paymentWaiting: '결제 확인을 기다리고 있습니다…',
  paymentNotYet:
    '아직 결제가 확인되지 않았습니다. 결제하셨다면 몇 분 정도 걸릴 수 있으니, 잠시 후 이 페이지를 새로고침해 주세요.',
  paymentReceived: '감사합니다. 결제가 완료되어 예약이 확정되었습니다.',
  paymentCancelled:
    '결제가 완료되지 않았습니다. 객실이 보류되어 있는 동안 아래에서 예약금을 결제하실 수 있습니다.',

  uploadReceipt: '영수증 올리기',
  receiptIntro:
    '송금으로 결제하셨나요? 영수증 사진이나 PDF를 보내 주시면, 리조트에서 입금을 확인한 후 예약을 확정해 드립니다.',
  receiptLabel: '영수증 (JPEG, PNG 또는 PDF, 최대 5MB)',
  receiptChoose: '송금 영수증 사진이나 PDF를 선택해 주세요.',
  receiptTooLarge: '영수증 파일이 5MB를 넘습니다. 더 작은 사진이나 PDF를 보내 주세요.',
  receiptWrongType: '5MB 이하의 JPEG 또는 PNG 사진이나 PDF를 보내 주세요.',
  receiptTooMany:
    '이 예약에는 이미 영수증이 %n장 접수되어 더 이상 올리실 수 없습니다. 추가 영수증은 예약 번호(%r)를 적어 리조트에 이메일로 보내 주세요.',
  receiptUnreadable:
    '파일을 열 수 없습니다. 영수증 사진이나 PDF를 다시 보내 주시거나, 사진을 새로 찍어 보내 주세요.',
  receiptBookingGone: '이 이메일로는 더 이상 예약을 찾을 수 없습니다. 다시 조회해 주세요.',
  receiptNotTaken:
    '이 예약은 더 이상 영수증을 받지 않습니다. 다시 조회하셔서 현재 상태를 확인해 주세요.',
}
