import { describe, expect, it, vi } from 'vitest';
import { overlayDimensions } from './overlay-size';
import { createOverlayStore } from './overlay-store';

describe('createOverlayStore (SPEC §4 modal dialog state)', () => {
  it('opens with the defaults merged with the options', () => {
    const overlay = createOverlayStore({ side: 'right' });
    overlay.open({ title: 'Fare rules', view: 'rules' });
    expect(overlay.useStore.getState()).toMatchObject({
      isOpen: true,
      view: 'rules',
      title: 'Fare rules',
      size: 'md',
      closable: true,
      side: 'right',
    });
  });

  it('merges a second opening into what is open', () => {
    const overlay = createOverlayStore({});
    overlay.open({ title: 'A', view: 'a', size: 'lg', closable: false });
    overlay.open({ title: 'B', view: 'b' });
    expect(overlay.useStore.getState()).toMatchObject({ title: 'B', view: 'b', size: 'lg', closable: false });
  });

  it('runs onClose while the view is still there, then closes and clears the view', () => {
    const overlay = createOverlayStore({});
    const seen: unknown[] = [];
    overlay.open({ title: 'A', view: 'a', onClose: () => seen.push(overlay.useStore.getState().view) });
    overlay.close();
    expect(seen).toEqual(['a']);
    expect(overlay.useStore.getState()).toMatchObject({ isOpen: false, view: null });
  });

  it('starts the next opening from the defaults, so nothing leaks from the last one', () => {
    const overlay = createOverlayStore({});
    const onClose = vi.fn();
    overlay.open({ title: 'A', view: 'a', size: 'xl', closable: false, onClose });
    overlay.close();
    overlay.open({ title: 'B', view: 'b' });
    overlay.close();
    expect(onClose).toHaveBeenCalledOnce();
    overlay.open({ title: 'C', view: 'c' });
    expect(overlay.useStore.getState()).toMatchObject({ size: 'md', closable: true, onClose: undefined });
  });

  it('does nothing when closed twice, and runs an onClose that closes again only once', () => {
    const overlay = createOverlayStore({});
    const onClose = vi.fn(() => overlay.close());
    overlay.open({ title: 'A', view: 'a', onClose });
    overlay.close();
    overlay.close();
    expect(onClose).toHaveBeenCalledOnce();
    expect(overlay.useStore.getState().isOpen).toBe(false);
  });
});

describe('overlayDimensions (SPEC §9 dialog sizes)', () => {
  it('gives each named size its width', () => {
    expect(overlayDimensions('sm')).toEqual({ maxWidth: '425px' });
    expect(overlayDimensions('md')).toEqual({ maxWidth: '640px' });
    expect(overlayDimensions('lg')).toEqual({ maxWidth: '900px' });
    expect(overlayDimensions('xl')).toEqual({ maxWidth: '1280px' });
  });

  it('makes full the viewport minus 40 px both ways', () => {
    expect(overlayDimensions('full')).toEqual({
      maxWidth: 'calc(100vw - 40px)',
      height: 'calc(100vh - 40px)',
    });
  });

  it('makes custom the supplied size, px for numbers, and md without one', () => {
    expect(overlayDimensions('custom', 720)).toEqual({ maxWidth: '720px' });
    expect(overlayDimensions('custom', '60rem')).toEqual({ maxWidth: '60rem' });
    expect(overlayDimensions('custom')).toEqual({ maxWidth: '640px' });
  });
});
