// @vitest-environment node
import { defaultSettings } from 'lighthouse/core/config/constants.js'
import { expect, test } from 'vitest'
import { CLEAR_STORAGE_TYPES } from './lighthouse.mjs'

test("each run is a first visit: Lighthouse's own storage reset plus localStorage", () => {
  expect([...CLEAR_STORAGE_TYPES].sort()).toEqual(
    [...defaultSettings.clearStorageTypes, 'local_storage'].sort(),
  )
})
