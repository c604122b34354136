// Spec 002 §7 "The receipt logo is fetched and converted to a data URL for the PDF", §8 "Logo
// conversion failure: logged and null is used, so the default logo is used", §9 "JPEG quality
// 0.98, render scale 2". The logo (often an SVG, which pdfmake cannot embed as an image) is loaded
// as a CORS image, drawn on a white canvas at twice its size and exported as a JPEG data URL; a
// host that refuses CORS leaves the canvas unreadable, which is a failure like any other.
import { RECEIPT_LOGO_JPEG_QUALITY, RECEIPT_LOGO_RENDER_SCALE } from '@storefront/domain';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`logo did not load: ${src}`));
    image.src = src;
  });
}

export async function logoDataUrl(url: string | null | undefined): Promise<string | null> {
  if (!url?.trim()) return null;
  try {
    const image = await loadImage(url);
    const width = image.naturalWidth || 240;
    const height = image.naturalHeight || 96;
    const canvas = document.createElement('canvas');
    canvas.width = width * RECEIPT_LOGO_RENDER_SCALE;
    canvas.height = height * RECEIPT_LOGO_RENDER_SCALE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = canvas.toDataURL('image/jpeg', RECEIPT_LOGO_JPEG_QUALITY);
    if (!data.startsWith('data:image/jpeg')) throw new Error('the canvas gave no JPEG');
    return data;
  } catch (error) {
    console.error('[mfe-payments] receipt: logo conversion failed', error);
    return null;
  }
}
