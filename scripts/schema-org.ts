/**
 * The part of the schema.org vocabulary (https://schema.org, version 29) that reservations
 * mode's structured data uses, written down so tests check it without a network: each type's
 * parent and the properties it adds, with the types their values may take. A property or a
 * value the vocabulary does not allow is a problem, as the Schema Markup Validator would say.
 */
type Expected = string
type TypeEntry = { parents: readonly string[]; properties: Record<string, readonly Expected[]> }

const DATA_TYPES = new Set([
  'Text',
  'URL',
  'Number',
  'Integer',
  'Boolean',
  'Date',
  'DateTime',
  'Time',
])

export const VOCABULARY: Record<string, TypeEntry> = {
  Thing: {
    parents: [],
    properties: {
      name: ['Text'],
      description: ['Text'],
      url: ['URL'],
      image: ['URL', 'ImageObject'],
    },
  },
  Place: {
    parents: ['Thing'],
    properties: {
      address: ['PostalAddress', 'Text'],
      geo: ['GeoCoordinates', 'GeoShape'],
      telephone: ['Text'],
      hasMap: ['URL', 'Map'],
      amenityFeature: ['LocationFeatureSpecification'],
      containedInPlace: ['Place'],
      containsPlace: ['Place'],
    },
  },
  Organization: {
    parents: ['Thing'],
    properties: { address: ['PostalAddress', 'Text'], email: ['Text'], telephone: ['Text'] },
  },
  LocalBusiness: {
    parents: ['Organization', 'Place'],
    properties: { priceRange: ['Text'], currenciesAccepted: ['Text'] },
  },
  LodgingBusiness: {
    parents: ['LocalBusiness'],
    properties: {
      checkinTime: ['DateTime', 'Time'],
      checkoutTime: ['DateTime', 'Time'],
      amenityFeature: ['LocationFeatureSpecification'],
    },
  },
  Hotel: { parents: ['LodgingBusiness'], properties: {} },
  Accommodation: {
    parents: ['Place'],
    properties: {
      floorSize: ['QuantitativeValue'],
      occupancy: ['QuantitativeValue'],
      amenityFeature: ['LocationFeatureSpecification'],
    },
  },
  Room: { parents: ['Accommodation'], properties: {} },
  HotelRoom: { parents: ['Room'], properties: { occupancy: ['QuantitativeValue'] } },
  Product: { parents: ['Thing'], properties: { offers: ['Offer', 'Demand'] } },
  Intangible: { parents: ['Thing'], properties: {} },
  Offer: {
    parents: ['Intangible'],
    properties: {
      price: ['Number', 'Text'],
      priceCurrency: ['Text'],
      availability: ['ItemAvailability'],
      availabilityStarts: ['Date', 'DateTime', 'Time'],
      availabilityEnds: ['Date', 'DateTime', 'Time'],
      eligibleDuration: ['QuantitativeValue'],
    },
  },
  StructuredValue: { parents: ['Intangible'], properties: {} },
  QuantitativeValue: {
    parents: ['StructuredValue'],
    properties: {
      value: ['Boolean', 'Number', 'StructuredValue', 'Text'],
      maxValue: ['Number'],
      minValue: ['Number'],
      unitCode: ['Text', 'URL'],
    },
  },
  ContactPoint: { parents: ['StructuredValue'], properties: {} },
  PostalAddress: {
    parents: ['ContactPoint'],
    properties: {
      streetAddress: ['Text'],
      addressLocality: ['Text'],
      addressRegion: ['Text'],
      postalCode: ['Text'],
      addressCountry: ['Country', 'Text'],
    },
  },
  GeoCoordinates: {
    parents: ['StructuredValue'],
    properties: { latitude: ['Number', 'Text'], longitude: ['Number', 'Text'] },
  },
  PropertyValue: {
    parents: ['StructuredValue'],
    properties: { value: ['Boolean', 'Number', 'StructuredValue', 'Text'] },
  },
  LocationFeatureSpecification: { parents: ['PropertyValue'], properties: {} },
}

/** Enumerations' members, written as schema.org URLs. */
const ENUMERATIONS: Record<string, readonly string[]> = {
  ItemAvailability: ['https://schema.org/InStock', 'https://schema.org/SoldOut'],
}

type Node = Record<string, unknown>

/** Every problem in a JSON-LD document (a node, an array of nodes or an `@graph`), in words. */
export function schemaOrgProblems(document: unknown): string[] {
  const problems: string[] = []
  const top = document as Node
  if (top['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org')
  const nodes = Array.isArray(top['@graph']) ? (top['@graph'] as Node[]) : [top]
  nodes.forEach((node, index) => checkNode(node, `@graph[${index}]`, problems))
  return problems
}

function checkNode(node: Node, path: string, problems: string[]) {
  const types = typesOf(node)
  if (types.length === 0) return void problems.push(`${path} has no @type`)
  const unknown = types.filter((type) => !VOCABULARY[type])
  if (unknown.length > 0) return void problems.push(`${path}: unknown type ${unknown.join(', ')}`)
  for (const [property, value] of Object.entries(node)) {
    if (property.startsWith('@')) continue
    const expected = types.flatMap((type) => expectedOf(type, property))
    if (expected.length === 0) {
      problems.push(`${path}: ${types.join('/')} has no property ${property}`)
      continue
    }
    for (const [index, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const itemPath = Array.isArray(value)
        ? `${path}.${property}[${index}]`
        : `${path}.${property}`
      if (!expected.some((type) => fits(item, type, itemPath, problems)))
        problems.push(`${itemPath}: ${JSON.stringify(item)} is not ${expected.join(' or ')}`)
    }
  }
}

function typesOf(node: Node): string[] {
  const type = node['@type']
  if (typeof type === 'string') return [type]
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : []
}

function expectedOf(type: string, property: string): readonly string[] {
  const entry = VOCABULARY[type]
  if (!entry) return []
  return [
    ...(entry.properties[property] ?? []),
    ...entry.parents.flatMap((parent) => expectedOf(parent, property)),
  ]
}

function isA(type: string, wanted: string): boolean {
  return type === wanted || (VOCABULARY[type]?.parents ?? []).some((parent) => isA(parent, wanted))
}

/** Whether a value is of an expected type; a nested node is checked in its own right. */
function fits(value: unknown, expected: string, path: string, problems: string[]): boolean {
  if (DATA_TYPES.has(expected)) return fitsDataType(value, expected)
  const members = ENUMERATIONS[expected]
  if (members) return typeof value === 'string' && members.includes(value)
  if (typeof value !== 'object' || value === null) return false
  const node = value as Node
  if (Object.keys(node).length === 1 && typeof node['@id'] === 'string') return true
  if (!typesOf(node).some((type) => isA(type, expected))) return false
  checkNode(node, path, problems)
  return true
}

function fitsDataType(value: unknown, type: string): boolean {
  switch (type) {
    case 'Text':
      return typeof value === 'string' && value !== ''
    case 'URL':
      return typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value)
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'Integer':
      return Number.isInteger(value)
    case 'Boolean':
      return typeof value === 'boolean'
    case 'Date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    case 'DateTime':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)
    case 'Time':
      return typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value)
    default:
      return false
  }
}
