// The duration of an audio file from its bytes, as the player learns it before onCanplay. The demo
// audio (server/media/*.wav) is WAV: exact from the header. MP3: estimated from the first frame's
// bitrate, which is exact for constant-bitrate files.

export type DurationReading = { seconds: number } | { unreadable: string }

function wavDuration(bytes: Buffer): DurationReading {
  let byteRate = 0
  let offset = 12
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4)
    const size = bytes.readUInt32LE(offset + 4)
    if (id === 'fmt ' && offset + 20 <= bytes.length) byteRate = bytes.readUInt32LE(offset + 16)
    if (id === 'data') {
      if (!byteRate) return { unreadable: 'WAV data before its fmt chunk' }
      // A streamed WAV may carry a placeholder size: count the bytes that are really there.
      const dataBytes = Math.min(size, bytes.length - offset - 8)
      return { seconds: dataBytes / byteRate }
    }
    offset += 8 + size + (size % 2)
  }
  return { unreadable: 'WAV without a data chunk' }
}

const MPEG1_LAYER3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const MPEG2_LAYER3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]

function id3v2Length(bytes: Buffer): number {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'ID3') return 0
  const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f)
  const hasFooter = (bytes[5] & 0x10) !== 0
  return 10 + size + (hasFooter ? 10 : 0)
}

function mp3Duration(bytes: Buffer): DurationReading {
  const id3v1Length = bytes.length >= 128 && bytes.toString('latin1', bytes.length - 128, bytes.length - 125) === 'TAG' ? 128 : 0
  for (let offset = id3v2Length(bytes); offset + 4 <= bytes.length; offset++) {
    if (bytes[offset] !== 0xff || (bytes[offset + 1] & 0xe0) !== 0xe0) continue
    const version = (bytes[offset + 1] >> 3) & 3 // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    const layer = (bytes[offset + 1] >> 1) & 3 // 1: Layer III
    const bitrateIndex = bytes[offset + 2] >> 4
    if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15) continue
    const kbps = (version === 3 ? MPEG1_LAYER3_KBPS : MPEG2_LAYER3_KBPS)[bitrateIndex]
    const audioBytes = bytes.length - id3v1Length - offset
    return { seconds: (audioBytes * 8) / (kbps * 1000) }
  }
  return { unreadable: 'MP3 without a Layer III frame' }
}

/** Null when the bytes are neither WAV nor MP3 (the runtime cannot tell their duration). */
export function audioDuration(bytes: Buffer): DurationReading | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') {
    return wavDuration(bytes)
  }
  const startsWithFrame = bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0
  if (id3v2Length(bytes) > 0 || startsWithFrame) return mp3Duration(bytes)
  return null
}
