/**
 * The certificate image: one SVG document (Chinese text, a drawn seal, no external resources),
 * so that it renders the same in `<img>`, the mini-program `Image` and a saved file.
 */

export interface CertificateArt {
  holderName: string;
  subjectTitle: string;
  author: string;
  /** 'YYYY-MM-DD' (Beijing). */
  issuedDay: string;
  number: string;
}

/** Text for an XML text node or attribute value. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    // Control characters are not allowed in XML 1.0 documents at all.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/** Shortens text that would overflow its line (counted in characters; CJK are wide). */
function fit(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Font size that keeps `text` within `width` px (CJK glyphs are about 1 em wide). */
function sizeFor(text: string, width: number, largest: number, smallest: number): number {
  return Math.max(smallest, Math.min(largest, Math.floor(width / Math.max(1, [...text].length))));
}

const WIDTH = 1200;
const HEIGHT = 848;
const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";
const SERIF = "'Songti SC','STSong','SimSun','Noto Serif CJK SC','Source Han Serif SC',serif";
const GOLD = '#b08a3e';
const INK = '#3a2e1f';
const SEAL = '#c8102e';

function dateText(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** The round seal: double ring, a five-pointed star and the issuer's name along the top arc. */
function seal(cx: number, cy: number): string {
  const r = 78;
  const star = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? 26 : 10.5;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  const arc = r - 22;
  return [
    `<g opacity="0.85" transform="rotate(-12 ${cx} ${cy})">`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${SEAL}" stroke-width="5"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 9}" fill="none" stroke="${SEAL}" stroke-width="1.5"/>`,
    `<path id="seal-arc" d="M ${cx - arc} ${cy} A ${arc} ${arc} 0 1 1 ${cx + arc} ${cy}" fill="none"/>`,
    `<text font-family="${FONT}" font-size="19" font-weight="700" fill="${SEAL}" letter-spacing="3">`,
    `<textPath href="#seal-arc" startOffset="50%" text-anchor="middle">心栈学习中心</textPath></text>`,
    `<polygon points="${star}" fill="${SEAL}"/>`,
    `<text x="${cx}" y="${cy + 52}" font-family="${FONT}" font-size="15" font-weight="700" fill="${SEAL}" text-anchor="middle" letter-spacing="2">结业专用章</text>`,
    '</g>',
  ].join('');
}

export function renderCertificateSvg(art: CertificateArt): string {
  const holder = fit(art.holderName, 16);
  const title = `《${fit(art.subjectTitle, 28)}》`;
  const titleSize = sizeFor(title, 900, 46, 26);
  const holderSize = sizeFor(holder, 640, 56, 32);
  const author = art.author ? `主讲：${fit(art.author, 24)}` : '';
  const corners = [
    [40, 40, 1, 1],
    [WIDTH - 40, 40, -1, 1],
    [40, HEIGHT - 40, 1, -1],
    [WIDTH - 40, HEIGHT - 40, -1, -1],
  ]
    .map(([x, y, dx, dy]) => `<path d="M ${x} ${y + dy * 60} L ${x} ${y} L ${x + dx * 60} ${y}" fill="none" stroke="${GOLD}" stroke-width="6"/>`)
    .join('');
  const text = (x: number, y: number, size: number, content: string, extra = '', fill = INK) =>
    `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" fill="${fill}" ${extra}>${xmlEscape(content)}</text>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">`,
    `<title>${xmlEscape(`结业证书 ${art.number}`)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fbf6ea"/>`,
    `<rect x="24" y="24" width="${WIDTH - 48}" height="${HEIGHT - 48}" fill="none" stroke="${GOLD}" stroke-width="3"/>`,
    `<rect x="48" y="48" width="${WIDTH - 96}" height="${HEIGHT - 96}" fill="none" stroke="${GOLD}" stroke-width="1"/>`,
    corners,
    text(WIDTH / 2, 170, 72, '结业证书', `font-family="${SERIF}" font-weight="700" letter-spacing="24"`, GOLD),
    text(WIDTH / 2, 212, 18, 'CERTIFICATE OF COMPLETION', 'letter-spacing="6"', GOLD),
    text(WIDTH / 2, 300, 26, '兹证明'),
    text(WIDTH / 2, 300 + 28 + holderSize, holderSize, holder, `font-family="${SERIF}" font-weight="700"`),
    `<line x1="${WIDTH / 2 - 260}" y1="${348 + holderSize}" x2="${WIDTH / 2 + 260}" y2="${348 + holderSize}" stroke="${GOLD}" stroke-width="1.5"/>`,
    text(WIDTH / 2, 470, 26, '已完成心栈课程'),
    text(WIDTH / 2, 490 + titleSize, titleSize, title, `font-family="${SERIF}" font-weight="700"`),
    author ? text(WIDTH / 2, 590, 22, author, 'fill-opacity="0.75"') : '',
    text(WIDTH / 2, 640, 24, '的全部学习内容，特发此证，以资鼓励。'),
    `<text x="140" y="740" font-size="20" fill="${INK}">${xmlEscape(`证书编号：${art.number}`)}</text>`,
    `<text x="140" y="776" font-size="20" fill="${INK}">${xmlEscape(`颁发日期：${dateText(art.issuedDay)}`)}</text>`,
    seal(WIDTH - 200, 700),
    '</svg>',
  ].join('\n');
}
