import { endpoints } from '@store/contracts/endpoints/store';
import { MSG } from '@store/contracts/messages';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the app query client', () => {
  it('fails a change made offline at once, and never sends it by itself when the connection returns', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true, msg: 'Cantidad actualizada' })));
    vi.stubGlobal('fetch', fetchMock);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const update = new MutationObserver(client, {
      mutationFn: (quantity: number) => call(endpoints.cart.updateQuantity, { body: { cartdetailid: 1, quantity } }),
    });

    await expect(update.mutate(4)).rejects.toMatchObject({ status: 0, message: MSG.offline });
    expect(update.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false });

    offline.mockRestore();
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
