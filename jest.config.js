// Unit tests of the client core (src/): jsdom, babel-jest with a jest-only Babel config (see it for why).
const babelJest = ['babel-jest', { configFile: require('path').join(__dirname, 'tests/unit/babel.config.js') }]

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'https://xinzhan.test/' },
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  transform: { '^.+\\.(t|j)sx?$': babelJest, '^.+\\.mjs$': babelJest },
  moduleNameMapper: {
    '^@tarojs/taro$': '<rootDir>/tests/unit/mocks/taro.ts',
    '\\.(css|scss|sass|less)$': '<rootDir>/tests/unit/mocks/style.ts',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/tests/unit/mocks/file.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  setupFiles: ['<rootDir>/tests/unit/setup.ts'],
  clearMocks: true,
}
