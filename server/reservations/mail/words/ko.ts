/** 한국어: 리조트가 고객께 보내는 정중한 -습니다/-세요체. 금액은 페소(₱)로 표기합니다. */
import { formatCentavos } from '../../../../domain/money'
import type { MailWords } from './en'

export const ko: MailWords = {
  locale: 'ko',
  sentenceGap: ' ',
  keepWordsWhole: true,
  greeting: (name) => `${name} 고객님, 안녕하세요.`,
  detailLine: (label, value) => `${label}: ${value}`,
  dateRange: (from, to) => `${from} ~ ${to}`,
  party: (adults, kids) => `성인 ${adults}명${kids === 0 ? '' : `, 어린이 ${kids}명`}`,
  details: {
    reference: '예약 번호',
    room: '객실',
    roomAtRate: (room, rate) => `${room} (${rate})`,
    checkIn: '체크인',
    checkOut: '체크아웃',
    nights: '숙박',
    nightsCount: (nights) => `${nights}박`,
    guests: '인원',
    total: '총액',
    cancellation: '취소 규정',
    paid: '결제 금액',
    balanceAtCheckIn: '체크인 시 결제할 잔액',
  },
  policy: ({ text, freeUntil, charge }) =>
    charge === null
      ? text
      : freeUntil === null
        ? `이 일정은 무료 취소 기간이 지났습니다. 취소하시면 취소 수수료(${charge})가 부과됩니다.`
        : `${freeUntil}까지 무료로 취소하실 수 있으며, 이후에는 취소 수수료(${charge})가 부과됩니다.`,
  resortSays: '리조트에서 전하는 말씀:',
  lookUp: {
    intro: '예약을 확인하거나 취소하시려면 아래 링크를 열고 이 이메일 주소를 입력해 주세요.',
    label: '예약 확인하기',
  },
  notYou: (resortEmail) =>
    `직접 요청하신 내용이 아니라면 이 메일에 회신하시거나 다음 주소로 연락해 주세요: ${resortEmail}`,
  requestReceived: {
    subject: (ref, resort) => `[${resort}] 예약 요청 접수 안내 (예약 번호 ${ref})`,
    preview: (ref) =>
      `예약 번호 ${ref}의 요청이 접수되었습니다. 리조트에서 검토하는 동안 객실을 확보해 두겠습니다.`,
    thanks: (resort) =>
      `${resort}에 예약을 요청해 주셔서 감사합니다. 고객님의 요청이 정상적으로 접수되었습니다.`,
    nextHeading: '앞으로의 진행 안내',
    held: (deadline) =>
      `리조트에서 요청을 검토하는 동안 객실은 고객님을 위해 확보되어 있습니다.${
        deadline === null
          ? ''
          : ` ${deadline}까지 확정 여부가 정해지지 않으면 요청은 만료되고 객실 확보도 해제됩니다.`
      }`,
    writeAgain: '예약이 확정되거나 어렵게 되는 즉시 다시 이메일로 알려 드리겠습니다.',
  },
  confirmed: {
    subject: (ref, resort) => `[${resort}] 예약 확정 안내 (예약 번호 ${ref})`,
    preview: (checkIn) => `${checkIn}부터의 숙박이 확정되었습니다.`,
    goodNews: (resort) =>
      `반가운 소식을 전해 드립니다. ${resort}에서 고객님의 예약을 확정했습니다. 방문해 주실 날을 기다리겠습니다.`,
  },
  stayChanged: {
    subject: (ref, resort) => `[${resort}] 예약 변경 안내 (예약 번호 ${ref})`,
    preview: (from, to) => `변경된 숙박 일정은 ${from} ~ ${to}입니다.`,
    intro: (resort) =>
      `${resort}에서 말씀 나눈 대로 예약을 변경했습니다. 변경된 예약 내용은 다음과 같습니다.`,
    beforeHeading: '변경 전 예약',
    before: (room, dates, total) => `${room}, ${dates}, ${total}`,
  },
  declined: {
    subject: (ref, resort) => `[${resort}] 예약 요청 결과 안내 (예약 번호 ${ref})`,
    preview: (ref) => `죄송합니다. 예약 번호 ${ref}의 요청은 진행이 어렵게 되었습니다.`,
    sorry: (resort) =>
      `죄송합니다. ${resort}에서 이번 예약 요청을 받아 드리기 어렵게 되어, 객실 확보도 해제되었습니다.`,
    otherDates: (home) => `다른 날짜나 다른 객실로 언제든지 다시 예약해 주세요: ${home}`,
  },
  cancelled: {
    subject: (ref, resort) => `[${resort}] 예약 취소 안내 (예약 번호 ${ref})`,
    preview: (ref) => `예약 번호 ${ref}의 예약이 취소되었습니다.`,
    intro: '예약이 취소되었으며, 객실 확보도 해제되었습니다.',
    chargeLabel: '취소 수수료',
    charge: (amount) => `${amount} (요금제의 취소 규정에 따름)`,
    refundLabel: '환불 예정 금액',
    refund: (amount, backToCard) =>
      backToCard
        ? `${formatCentavos(amount)}: 결제하신 카드 또는 계좌로 환불됩니다. 실제로 반영되기까지 며칠이 걸릴 수 있습니다.`
        : `${formatCentavos(amount)}: 환불 방법은 리조트에서 연락드려 안내해 드리겠습니다.`,
  },
  deposit: {
    subject: (ref, resort) => `[${resort}] 예약금 결제 안내 (예약 번호 ${ref})`,
    preview: (deadline, deposit) =>
      `예약금(${deposit})을 ${deadline}까지 결제해 주세요. 그때까지 객실을 확보해 두겠습니다.`,
    byTransfer: (resort, deadline, deposit) =>
      `${resort}에 예약해 주셔서 감사합니다. 객실은 ${deadline}까지 고객님을 위해 확보되어 있습니다. 그때까지 예약금(${deposit})을 송금하시고 영수증 사진을 보내 주세요. 프런트 데스크에서 리조트 계좌의 입금 내역을 확인하면 예약이 확정되며, 이메일로 알려 드리겠습니다. 기한까지 영수증이 도착하지 않으면 객실 확보는 해제됩니다.`,
    online: (resort, deadline, deposit) =>
      `${resort}에 예약해 주셔서 감사합니다. 객실은 ${deadline}까지 고객님을 위해 확보되어 있으며, 예약금(${deposit})은 아직 결제되지 않았습니다. 기한 안에 온라인으로 결제해 주시면 결제가 완료되는 즉시 예약이 확정됩니다. 기한이 지나면 객실 확보는 해제됩니다.`,
    uploadIntro:
      '송금하신 후 예약 페이지에서 이 이메일 주소를 입력하고 영수증 사진이나 PDF를 올려 주세요.',
    payIntro: '결제하시거나 예약을 확인하시려면 아래 링크를 열고 이 이메일 주소를 입력해 주세요.',
    uploadLabel: '영수증 올리기',
    payLabel: '예약금 결제하기',
    amount: '금액',
    writeOnTransfer: '송금 메모에 적을 내용',
    payBy: '결제 기한',
    soon: '안내된 기한',
  },
  paymentExpired: {
    subject: (ref, resort) => `[${resort}] 예약금 미결제로 인한 예약 만료 안내 (예약 번호 ${ref})`,
    preview: (ref) =>
      `예약 번호 ${ref}의 예약금이 기한 내에 확인되지 않아 객실 확보가 해제되었습니다.`,
    ended: (paid) =>
      `예약금이 기한 내에 확인되지 않아 객실 확보가 종료되었습니다. ${
        paid === null ? '청구된 금액은 없습니다.' : `결제하신 금액(${paid})은 돌려 드립니다.`
      }`,
    bookAgain: (home) => `언제든지 다시 예약해 주세요: ${home}`,
  },
  receiptRejected: {
    heldSubject: (ref, resort) => `[${resort}] 송금 영수증 재확인 요청 (예약 번호 ${ref})`,
    heldPreview: (deadline) =>
      `보내 주신 영수증으로는 입금을 확인하지 못했습니다. 객실은 ${deadline}까지 확보되어 있습니다.`,
    held: (deadline) =>
      `보내 주신 영수증으로는 입금을 확인하지 못했습니다. 객실은 ${deadline}까지 계속 확보되어 있습니다.`,
    uploadAgain: '예약 페이지에서 영수증 사진이나 PDF를 다시 올려 주세요.',
    releasedSubject: (ref, resort) => `[${resort}] 송금 영수증 관련 안내 (예약 번호 ${ref})`,
    releasedPreview:
      '보내 주신 영수증으로는 입금을 확인하지 못했으며, 이 예약에는 더 이상 확보된 객실이 없습니다.',
    released:
      '보내 주신 영수증으로는 입금을 확인하지 못했습니다. 이 예약에는 더 이상 확보된 객실이 없으므로 영수증을 다시 올리실 필요는 없습니다.',
    moneyLeft:
      '실제로 계좌에서 금액이 빠져나갔다면 자세한 내용을 이 메일에 회신해 주세요. 리조트에서 확인해 해결해 드리겠습니다.',
  },
  dateChange: {
    subject: (ref, resort) => `[${resort}] 숙박 일정 변경 요청 접수 안내 (예약 번호 ${ref})`,
    preview: (dates) => `요청하신 일정은 ${dates}입니다. 리조트에서 곧 답변드리겠습니다.`,
    asked: (room, dates, price) =>
      `${room} 숙박 일정 변경 요청을 받았습니다. 요청하신 일정: ${dates}, ${price}.`,
    unchanged:
      '리조트에서 답변드릴 때까지 기존 예약은 그대로 유지되며, 답변이 정해지는 대로 이메일로 알려 드리겠습니다.',
    price: (total, difference) =>
      `총 ${formatCentavos(total)}, ${
        difference === 0
          ? '현재와 같은 금액'
          : difference > 0
            ? `현재보다 ${formatCentavos(difference)} 추가`
            : `현재보다 ${formatCentavos(-difference)} 감소`
      }`,
  },
  invoice: {
    subject: (number, resort) => `[${resort}] 이용해 주셔서 감사합니다 (인보이스 ${number})`,
    preview: (number, ref) => `예약 번호 ${ref}의 인보이스(${number})를 첨부해 드립니다.`,
    thanks: (resort) =>
      `${resort}에 머물러 주셔서 진심으로 감사합니다. 편안히 쉬다 가셨기를 바라며, 곧 다시 모실 수 있기를 기대합니다.`,
    number: '인보이스 번호',
    date: '발행일',
    reservation: '예약 번호',
    attached:
      '인보이스는 이 메일에 PDF로 첨부되어 있습니다. 회사명, 주소 또는 TIN(납세자 번호)을 기재해야 하는 경우 이 메일에 회신해 주시면 해당 명의로 다시 발행해 드리겠습니다.',
  },
  calendar: {
    summary: (resort, room) => `${resort}: ${room}`,
    description: (ref, extras, lookUp) =>
      `예약 번호 ${ref}.${extras.length > 0 ? ` 추가 서비스: ${extras.join(', ')}.` : ''} 예약 확인 및 취소: ${lookUp}`,
  },
}
