import { expect, test, type Page } from '@playwright/test'
import {
  alternates,
  expectNoAxeViolations,
  isPhone,
  openDatePicker,
  waitForHydration,
} from './support'

/**
 * Each language's pages: what `<html lang>` says, a heading in its own words, and its date picker
 * on 20 December 2026: the month, a day's accessible name and the invalid-date announcement.
 */
const LANGUAGES = [
  {
    prefix: 'fil',
    tag: 'fil',
    name: 'Filipino',
    rooms: 'Mga Kuwarto',
    room2: 'Cabana Rooms: mga detalye',
    notFound: 'Hindi Makita ang Page',
    checkIn: 'Check-in',
    december: 'Disyembre 2026',
    christmasEve: 'Piliin ang Huwebes, Disyembre 24, 2026',
    notADate: 'Hindi valid ang petsang inilagay.',
  },
  {
    prefix: 'ko',
    tag: 'ko',
    name: '한국어',
    rooms: '객실',
    room2: 'Cabana Rooms 상세 정보',
    notFound: '페이지를 찾을 수 없습니다',
    checkIn: '체크인',
    december: '2026년 12월',
    christmasEve: '선택: 2026년 12월 24일 목요일',
    notADate: '올바른 날짜가 아닙니다.',
  },
  {
    prefix: 'zh',
    tag: 'zh-Hans',
    name: '简体中文',
    rooms: '客房',
    room2: 'Cabana Rooms详情',
    notFound: '页面不存在',
    checkIn: '入住日期',
    december: '2026年12月',
    christmasEve: '选择 2026年12月24日 星期四',
    notADate: '日期无效。',
  },
  {
    prefix: 'ja',
    tag: 'ja',
    name: '日本語',
    rooms: '客室',
    room2: 'Cabana Roomsの詳細',
    notFound: 'ページが見つかりません',
    checkIn: 'チェックイン',
    december: '2026年12月',
    christmasEve: '選択： 2026年12月24日木曜日',
    notADate: '有効な日付ではありません。',
  },
] as const

const ALL_TAGS = ['en', 'fil', 'ko', 'zh-Hans', 'ja']

/** The language menu a visitor reaches at this width: the phone menu's, else the footer's. */
async function languageMenu(page: Page) {
  if (isPhone(test.info())) {
    await page.getByRole('button', { name: /Menu|메뉴|メニュー|菜单/ }).click()
    return page.getByRole('banner').getByRole('navigation', { name: 'Language' })
  }
  return page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' })
}

for (const language of LANGUAGES) {
  test.describe(`/${language.prefix}`, () => {
    test('home and a room are in the language, name every language, and axe finds no violations', async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))

      for (const [path, englishPath, heading] of [
        [
          `/${language.prefix}`,
          '/',
          page.getByRole('heading', { level: 2, name: language.rooms, exact: true }),
        ],
        [
          `/${language.prefix}/room/2`,
          '/room/2',
          page.getByRole('heading', { level: 1, name: language.room2 }),
        ],
      ] as const) {
        const response = await page.goto(path)

        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag)
        await expect(heading).toBeVisible()
        const links = await alternates(page)
        expect(Object.keys(links).sort()).toEqual([...ALL_TAGS, 'x-default'].sort())
        expect(links[language.tag]).toBe(path)
        expect(links.en).toBe(englishPath)
        expect(links['x-default']).toBe(englishPath)
        await waitForHydration(page)
        await expectNoAxeViolations(page)
      }
      // A hydration mismatch (React's #418) or a failed data request would show here.
      expect(errors).toEqual([])
    })

    test('the language menu keeps the page, there and back', async ({ page }) => {
      await page.goto('/room/2')
      await waitForHydration(page)

      await (await languageMenu(page)).getByRole('link', { name: language.name }).click()

      await expect(page).toHaveURL(`/${language.prefix}/room/2`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.room2)
      await waitForHydration(page)
      const menu = await languageMenu(page)
      await expect(menu.getByRole('link', { name: language.name })).toHaveAttribute(
        'aria-current',
        'true',
      )
      await menu.getByRole('link', { name: 'English' }).click()
      await expect(page).toHaveURL('/room/2')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cabana Rooms Details')
    })

    test("the date picker speaks the page's language", async ({ page }) => {
      await page.clock.setFixedTime(new Date(2026, 11, 20, 10))
      await page.goto(`/${language.prefix}`)
      await waitForHydration(page)
      const checkIn = page.getByRole('textbox', { name: language.checkIn })

      await openDatePicker(page, checkIn)

      const calendar = page.getByRole('dialog')
      await expect(calendar.locator('.react-datepicker__current-month')).toHaveText(
        language.december,
      )
      await expect(calendar.getByRole('gridcell', { name: language.christmasEve })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.type('someday')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('status').filter({ hasText: language.notADate })).toHaveCount(1)
    })

    test("the menu works without JavaScript, and an unknown path answers with the language's 404 @any-width", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()
      await page.goto('/room/3')

      await page.getByRole('contentinfo').getByRole('link', { name: language.name }).click()

      await expect(page).toHaveURL(`/${language.prefix}/room/3`)
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag)
      for (const path of [`/${language.prefix}/nowhere`, `/${language.prefix}/room/9`]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.locator('html'), path).toHaveAttribute('lang', language.tag)
      }
      await page.goto(`/${language.prefix}/nowhere`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.notFound)
      await context.close()
    })
  })
}
