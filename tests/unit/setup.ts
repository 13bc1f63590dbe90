// Runs before every test file: the H5 build's environment variables.
process.env.TARO_ENV = process.env.TARO_ENV || 'h5'
