import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './AuthProvider';

describe('useAuth', () => {
  it('fails outside its provider', () => {
    const Probe = () => {
      useAuth();
      return null;
    };
    expect(() => renderToString(createElement(Probe))).toThrow('useAuth must be used within an AuthProvider');
  });
});
