// Runs a command with inherited output and resolves with its exit code.
import { spawn } from 'node:child_process'

export function run(cmd, args, { cwd, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(signal ? 1 : code ?? 1))
    child.on('error', () => resolve(127))
  })
}
