import { describe, expect, it } from 'vitest'
import { colorName, contrastRatio, contrastText, isHexColor, normaliseHex } from './colors'

describe('isHexColor', () => {
  it('accepts a stored colour, #RRGGBB in either case', () => {
    expect(isHexColor('#003360')).toBe(true)
    expect(isHexColor('#00a0df')).toBe(true)
  })

  it('refuses shorthand, a missing #, half-typed values and names', () => {
    for (const value of ['#abc', '003360', '#00A0D', '#00A0DFF', ' #003360', 'navy', '']) expect(isHexColor(value)).toBe(false)
  })
})

describe('normaliseHex', () => {
  it('turns what a customer types into #RRGGBB in capitals', () => {
    expect(normaliseHex(' #00a0df ')).toBe('#00A0DF')
    expect(normaliseHex('003360')).toBe('#003360')
    expect(normaliseHex('#abc')).toBe('#AABBCC')
    expect(normaliseHex('fa0')).toBe('#FFAA00')
  })

  it('gives null for anything that is not yet a colour', () => {
    for (const value of ['#00A0', '#', '', 'navy', '#GGGGGG']) expect(normaliseHex(value)).toBeNull()
  })

  it('gives colours that isHexColor accepts', () => {
    expect(isHexColor(normaliseHex('#abc')!)).toBe(true)
  })
})

describe('contrastRatio', () => {
  it('runs from 1 for one colour to 21 for black on white, whichever comes first', () => {
    expect(contrastRatio('#003360', '#003360')).toBe(1)
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21)
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(21)
  })

  it('matches the WCAG figure for a known pair', () => {
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2)
  })
})

describe('contrastText', () => {
  it('letters dark colours in white', () => {
    for (const background of ['#000000', '#003360', '#C8102E', '#1E4D2B', '#582C83']) expect(contrastText(background)).toBe('#FFFFFF')
  })

  it('letters light colours in ink', () => {
    for (const background of ['#FFFFFF', '#FFD100', '#F2A900', '#00A0DF', '#A7D3F0']) expect(contrastText(background)).toBe('#111827')
  })

  it('always picks the lettering with at least the contrast of large text (3:1)', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const background = `#${grey.toString(16).padStart(2, '0').repeat(3)}`
      expect(contrastRatio(background, contrastText(background))).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('colorName', () => {
  it('names the shop colours and common team colours', () => {
    expect(colorName('#003360')).toBe('navy')
    expect(colorName('#00A0DF')).toBe('sky blue')
    expect(colorName('#FFFFFF')).toBe('white')
    expect(colorName('#000000')).toBe('black')
    expect(colorName('#C8102E')).toBe('red')
    expect(colorName('#F2A900')).toBe('gold')
    expect(colorName('#FFD100')).toBe('yellow')
    expect(colorName('#1E4D2B')).toBe('forest green')
  })

  it('names a colour off the list by the nearest one', () => {
    expect(colorName('#041E42')).toBe('navy')
    expect(colorName('#862633')).toBe('maroon')
    expect(colorName('#F47A38')).toBe('orange')
    expect(colorName('#7F7F7F')).toBe('grey')
  })
})
