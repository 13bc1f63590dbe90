#!/usr/bin/env node
/**
 * Writes the demo course audio (server/media/demo-*.wav): small 8 kHz 8-bit mono WAVs of soft
 * chord progressions, each a whole number of seconds long (seeded chapters read their
 * duration from the header). Deterministic: the same bytes on every run.
 *   node scripts/gen-demo-audio.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 8000;
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/media');

// Frequencies (Hz) of a few triads, around middle C.
const CHORDS = {
  C: [261.63, 329.63, 392.0],
  Am: [220.0, 261.63, 329.63],
  F: [174.61, 220.0, 261.63],
  G: [196.0, 246.94, 293.66],
  Em: [164.81, 196.0, 246.94],
  Dm: [146.83, 174.61, 220.0],
};

const TRACKS = [
  { file: 'demo-morning.wav', seconds: 24, chordSeconds: 3, progression: ['C', 'G', 'Am', 'F'] },
  { file: 'demo-evening.wav', seconds: 30, chordSeconds: 5, progression: ['Am', 'F', 'C', 'G', 'Em', 'Am'] },
  { file: 'demo-breath.wav', seconds: 36, chordSeconds: 4, progression: ['F', 'C', 'Dm', 'G'] },
];

function render({ seconds, chordSeconds, progression }) {
  const samples = new Uint8Array(seconds * RATE);
  const perChord = chordSeconds * RATE;
  for (let i = 0; i < samples.length; i += 1) {
    const chord = CHORDS[progression[Math.floor(i / perChord) % progression.length]];
    const t = i / RATE;
    const inChord = (i % perChord) / perChord;
    // Soft attack and release per chord, a slow swell over the whole track.
    const envelope = Math.min(1, inChord * 8) * Math.min(1, (1 - inChord) * 5);
    const swell = 0.75 + 0.25 * Math.sin((2 * Math.PI * t) / seconds);
    let value = 0;
    for (const f of chord) value += Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(4 * Math.PI * f * t);
    const fade = Math.min(1, t / 1.5, (seconds - t) / 1.5);
    samples[i] = Math.round(128 + 110 * (value / (chord.length * 1.25)) * envelope * swell * fade);
  }
  return samples;
}

function wav(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // byte rate: 1 byte per sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, Buffer.from(samples)]);
}

fs.mkdirSync(outDir, { recursive: true });
for (const track of TRACKS) {
  const bytes = wav(render(track));
  fs.writeFileSync(path.join(outDir, track.file), bytes);
  console.log(`${track.file}: ${track.seconds} s, ${bytes.length} bytes`);
}
