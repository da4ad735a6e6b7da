import sharp from 'sharp';

/** A photo-like picture: two colored halves, so crops and rotations can be checked. */
export function picture(width = 1200, height = 900, colors = { left: [220, 30, 30], right: [30, 30, 220] }) {
  const halves = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      halves.set(x < width / 2 ? colors.left : colors.right, (y * width + x) * 3);
    }
  }
  return sharp(halves, { raw: { width, height, channels: 3 } });
}

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** A real multipart/form-data body, as a browser sends it. */
export async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string' && !part.fileName) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([typeof part.value === 'string' ? part.value : new Uint8Array(part.value)], {
          type: part.type ?? 'application/octet-stream',
        }),
        part.fileName,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
