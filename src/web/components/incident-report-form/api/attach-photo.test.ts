import { afterEach, describe, expect, it, vi } from 'vitest';
import { report } from '../../../features/incident-reports/components/fixtures.test-data.ts';
import { attachPhoto } from './attach-photo.ts';

afterEach(() => vi.unstubAllGlobals());

describe('attachPhoto', () => {
  it('sends the photo as the raw body, typed as the file, with its name in X-File-Name', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(report()), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const photo = new File([new Uint8Array([1, 2, 3])], 'Kapı önü 1.jpg', { type: 'image/jpeg' });
    await attachPhoto('r1', photo);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/incident-reports/r1/attachments');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(photo);
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('image/jpeg');
    expect(decodeURIComponent(headers['x-file-name'] ?? '')).toBe('Kapı önü 1.jpg');
    expect(headers.accept).toBe('application/json');
  });
});
