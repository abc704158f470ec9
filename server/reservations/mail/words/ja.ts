/** 日本語：リゾートからお客さまへの丁寧なです・ます調。金額はペソ（₱）で表記します。 */
import { formatCentavos } from '../../../../domain/money'
import type { MailWords } from './en'

export const ja: MailWords = {
  locale: 'ja',
  sentenceGap: '',
  keepWordsWhole: false,
  greeting: (name) => `${name} 様`,
  detailLine: (label, value) => `${label}：${value}`,
  dateRange: (from, to) => `${from}〜${to}`,
  party: (adults, kids) => `大人${adults}名${kids === 0 ? '' : `、お子さま${kids}名`}`,
  details: {
    reference: '予約番号',
    room: '客室',
    roomAtRate: (room, rate) => `${room}（${rate}）`,
    checkIn: 'チェックイン',
    checkOut: 'チェックアウト',
    nights: '宿泊数',
    nightsCount: (nights) => `${nights}泊`,
    guests: 'ご宿泊人数',
    total: '合計',
    cancellation: 'キャンセル規定',
    paid: 'お支払い済み',
    balanceAtCheckIn: 'チェックイン時のお支払い残額',
  },
  policy: ({ text, freeUntil, charge }) =>
    charge === null
      ? text
      : freeUntil === null
        ? `この日程は無料キャンセルの対象外です。キャンセルの場合、${charge}のキャンセル料がかかります。`
        : `${freeUntil}まで無料でキャンセルいただけます。それ以降は${charge}のキャンセル料がかかります。`,
  resortSays: 'リゾートからのメッセージ：',
  lookUp: {
    intro: 'ご予約の確認・キャンセルは、下のリンクを開き、このメールアドレスを入力してください。',
    label: 'ご予約を確認する',
  },
  notYou: (resortEmail) =>
    `お心当たりのない場合は、このメールにご返信いただくか、${resortEmail} までご連絡ください。`,
  requestReceived: {
    subject: (ref, resort) => `【${resort}】ご予約リクエストを受け付けました（予約番号 ${ref}）`,
    preview: (ref) =>
      `ご予約リクエスト（予約番号 ${ref}）を受け付けました。リゾートで確認する間、お部屋をお取り置きしております。`,
    thanks: (resort) =>
      `このたびは${resort}にご予約リクエストをいただき、誠にありがとうございます。確かに受け付けいたしました。`,
    nextHeading: '今後の流れ',
    held: (deadline) =>
      `リゾートでリクエストを確認する間、お部屋をお取り置きしております。${
        deadline === null
          ? ''
          : `${deadline}までにご予約が確定しない場合、リクエストは失効し、お取り置きも解除されます。`
      }`,
    writeAgain: 'ご予約の可否が決まり次第、改めてメールでお知らせいたします。',
  },
  confirmed: {
    subject: (ref, resort) => `【${resort}】ご予約が確定しました（予約番号 ${ref}）`,
    preview: (checkIn) => `${checkIn}からのご宿泊が確定しました。`,
    goodNews: (resort) =>
      `${resort}にて、お客さまのご予約が確定いたしました。お越しを心よりお待ちしております。`,
  },
  stayChanged: {
    subject: (ref, resort) => `【${resort}】ご予約内容変更のお知らせ（予約番号 ${ref}）`,
    preview: (from, to) => `ご宿泊日程は${from}〜${to}に変更されました。`,
    intro: (resort) =>
      `お打ち合わせのとおり、${resort}にてご予約内容を変更いたしました。変更後の内容は以下のとおりです。`,
    beforeHeading: '変更前のご予約',
    before: (room, dates, total) => `${room}、${dates}、${total}`,
  },
  declined: {
    subject: (ref, resort) => `【${resort}】ご予約リクエストについてのお知らせ（予約番号 ${ref}）`,
    preview: (ref) =>
      `誠に申し訳ございませんが、ご予約リクエスト（予約番号 ${ref}）をお受けできませんでした。`,
    sorry: (resort) =>
      `誠に申し訳ございません。${resort}では今回のご予約リクエストをお受けすることができず、お部屋のお取り置きも解除いたしました。`,
    otherDates: (home) => `別の日程やほかの客室でのご予約も承っております：${home}`,
  },
  cancelled: {
    subject: (ref, resort) => `【${resort}】ご予約キャンセルのお知らせ（予約番号 ${ref}）`,
    preview: (ref) => `ご予約（予約番号 ${ref}）はキャンセルされました。`,
    intro: 'ご予約はキャンセルされ、お部屋のお取り置きも解除されました。',
    chargeLabel: 'キャンセル料',
    charge: (amount) => `${amount}（料金プランのキャンセル規定による）`,
    refundLabel: 'ご返金額',
    refund: (amount, backToCard) =>
      backToCard
        ? `${formatCentavos(amount)}。お支払いに使われたカードまたは口座へ返金いたします。反映まで数日かかる場合があります。`
        : `${formatCentavos(amount)}。返金方法については、リゾートからご連絡いたします。`,
  },
  deposit: {
    subject: (ref, resort) => `【${resort}】予約金のお支払いのお願い（予約番号 ${ref}）`,
    preview: (deadline, deposit) =>
      `${deadline}まで、予約金${deposit}のお支払いをお待ちしております。`,
    byTransfer: (resort, deadline, deposit) =>
      `このたびは${resort}をご予約いただき、誠にありがとうございます。お部屋は${deadline}までお取り置きしております。それまでに予約金${deposit}をお振り込みのうえ、振込明細の写真をお送りください。フロントでリゾートの口座への入金を確認でき次第、ご予約が確定し、メールでお知らせいたします。期限までに明細が届かない場合、お取り置きは終了し、お部屋は解除されます。`,
    online: (resort, deadline, deposit) =>
      `このたびは${resort}をご予約いただき、誠にありがとうございます。お部屋は${deadline}までお取り置きしておりますが、予約金${deposit}のお支払いがまだ済んでおりません。期限までにオンラインでお支払いいただくと、決済の完了と同時にご予約が確定します。期限を過ぎるとお取り置きは終了し、お部屋は解除されます。`,
    uploadIntro:
      'お振り込み後、ご予約ページでこのメールアドレスを入力し、振込明細の写真またはPDFをアップロードしてください。',
    payIntro: 'お支払いやご予約の確認は、下のリンクを開き、このメールアドレスを入力してください。',
    uploadLabel: '振込明細をアップロード',
    payLabel: '予約金を支払う',
    amount: '金額',
    writeOnTransfer: '振込時のメモ欄に記入',
    payBy: 'お支払い期限',
    soon: '所定の期限',
  },
  paymentExpired: {
    subject: (ref, resort) => `【${resort}】未払いのためご予約が失効しました（予約番号 ${ref}）`,
    preview: (ref) =>
      `ご予約（予約番号 ${ref}）の予約金を期限内に確認できなかったため、お部屋のお取り置きを解除いたしました。`,
    ended: (paid) =>
      `期限内に予約金を確認できなかったため、お取り置きは終了し、お部屋は解除されました。${
        paid === null
          ? '料金は一切発生しておりません。'
          : `お支払いいただいた${paid}は返金いたします。`
      }`,
    bookAgain: (home) => `改めてのご予約も心よりお待ちしております：${home}`,
  },
  receiptRejected: {
    heldSubject: (ref, resort) => `【${resort}】振込明細の再提出のお願い（予約番号 ${ref}）`,
    heldPreview: (deadline) =>
      `お送りいただいた明細を確認できませんでした。お部屋は${deadline}までお取り置きしております。`,
    held: (deadline) =>
      `お送りいただいた振込明細では入金を確認できませんでした。お部屋は引き続き${deadline}までお取り置きしております。`,
    uploadAgain: 'ご予約ページから、振込明細の写真またはPDFを改めてアップロードしてください。',
    releasedSubject: (ref, resort) => `【${resort}】振込明細についてのお知らせ（予約番号 ${ref}）`,
    releasedPreview:
      'お送りいただいた明細を確認できず、このご予約のお部屋のお取り置きはすでに終了しております。',
    released:
      'お送りいただいた振込明細では入金を確認できませんでした。このご予約のお部屋のお取り置きはすでに終了しているため、改めてアップロードいただく必要はございません。',
    moneyLeft:
      '実際に口座からお金が引き落とされている場合は、詳細をこのメールにご返信ください。リゾートが責任をもって対応いたします。',
  },
  dateChange: {
    subject: (ref, resort) => `【${resort}】日程変更のご依頼を受け付けました（予約番号 ${ref}）`,
    preview: (dates) => `ご希望の日程は${dates}です。リゾートより追ってご連絡いたします。`,
    asked: (room, dates, price) =>
      `${room}のご宿泊日程を${dates}に変更するご依頼を受け付けました（${price}）。`,
    unchanged:
      'リゾートからの回答があるまで、現在のご予約は変わりません。回答が決まり次第、メールでお知らせいたします。',
    price: (total, difference) =>
      `合計${formatCentavos(total)}、${
        difference === 0
          ? '現在と同額'
          : difference > 0
            ? `現在より${formatCentavos(difference)}増`
            : `現在より${formatCentavos(-difference)}減`
      }`,
  },
  invoice: {
    subject: (number, resort) => `【${resort}】ご宿泊ありがとうございました（請求書 ${number}）`,
    preview: (number, ref) => `ご予約（予約番号 ${ref}）の請求書 ${number} を添付しております。`,
    thanks: (resort) =>
      `このたびは${resort}にご宿泊いただき、誠にありがとうございました。ゆっくりお過ごしいただけたなら幸いです。またのお越しを心よりお待ちしております。`,
    number: '請求書番号',
    date: '発行日',
    reservation: '予約番号',
    attached:
      '請求書はPDFでこのメールに添付しております。会社名・住所・TIN（納税者番号）の記載が必要な場合は、このメールにご返信ください。そのお名前で再発行いたします。',
  },
  calendar: {
    summary: (resort, room) => `${resort}：${room}`,
    description: (ref, extras, lookUp) =>
      `予約番号 ${ref}。${extras.length > 0 ? `追加サービス：${extras.join('、')}。` : ''}ご予約の確認・キャンセルはこちら：${lookUp}`,
  },
}
