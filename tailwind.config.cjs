/**
 * Cairn brand theme tokens. Tailwind 4 loads this file through `@config` in
 * src/styles/global.css and src/styles/app.css, so the tokens live in one place for every block.
 * @type {import('tailwindcss').Config}
 */
module.exports = {
  // No `content`: which files each sheet scans is set by `@source` in src/styles/global.css (the
  // blocking sheet: public pages) and src/styles/app.css (islands and private pages), issue 15.
  theme: {
    screens: {
      sm: '40rem',
      md: '48rem',
      lg: '64rem',
      xl: '80rem',
    },
    extend: {
      colors: {
        brand: {
          DEFAULT: '#2f4a3a',
          ink: '#1b1f1c',
          moss: '#4f6f52',
          stone: '#6b6459',
          sand: '#e9e2d0',
          snow: '#fbfaf7',
          ember: '#b4451f',
          sky: '#2f6690',
        },
        sale: '#b3261e',
        success: '#2e7d32',
        focus: '#1a73e8',
      },
      fontFamily: {
        sans: ['"Liberation Sans"', 'Arial', 'Helvetica', 'sans-serif'],
        display: ['"Liberation Sans Narrow"', '"Arial Narrow"', 'Arial', 'sans-serif'],
      },
      fontSize: {
        'display-xl': ['3.5rem', { lineHeight: '1.05', fontWeight: '700' }],
        'display-lg': ['2.75rem', { lineHeight: '1.1', fontWeight: '700' }],
        'display-md': ['2rem', { lineHeight: '1.15', fontWeight: '700' }],
        'display-sm': ['1.5rem', { lineHeight: '1.2', fontWeight: '700' }],
      },
      spacing: {
        'nav': '2.35rem',
        'hero-lg': '6.75rem',
        'hero-sm': '2.5rem',
        'thin-gap-backdrop': '4.5rem',
        'thin-gap': '3rem',
        'cta-equal': '12.5rem',
        'caption': '9.375rem',
        'logo-lg': '9.5rem',
      },
    },
  },
};
