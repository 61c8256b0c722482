// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { salePreviewOf } from '../../../src/domain/sale/salePreview';
import { createMockSales } from '../../../src/services/mock/mockSales';
import { SaleMedia } from '../../../src/views/mint/SaleMedia';
import { stubReducedMotion } from '../../support/viewportStubs';

/** A sale's video on its mint page (spec section 3): the default video, as bayc has no media of its own. */

const bayc = salePreviewOf(createMockSales(new Date()).find((sale) => sale.saleId === 'bayc')!);
const video = () => screen.getByLabelText<HTMLVideoElement>('Bored Ape Character Pass video');

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

describe("a sale's video", () => {
  it('plays muted in a loop, with a button to pause it and play it again, and no player controls', () => {
    stubReducedMotion(false);
    render(<SaleMedia sale={bayc} />);
    expect(video()).toHaveAttribute('src', '/media/default-sale.mp4');
    expect(video()).toHaveAttribute('loop');
    expect(video().muted).toBe(true);
    expect(video()).not.toHaveAttribute('controls');
    expect(play).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('with reduced motion stays still until the visitor plays it', () => {
    stubReducedMotion(true);
    render(<SaleMedia sale={bayc} />);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });
});
