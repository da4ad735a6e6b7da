import { describe, expect, it } from 'vitest';
import { safeNextPath } from './login-screen.tsx';

describe('safeNextPath', () => {
  it('returns to the back-office page asked for', () => {
    expect(safeNextPath('/admin/services?sort=name')).toBe('/admin/services?sort=name');
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('/admin')).toBe('/admin');
  });

  it('never leaves the back office or loops on the login page', () => {
    for (const next of [
      null,
      '',
      '//evil.example/admin',
      'https://evil.example',
      '/administrator',
      '/admin/login',
      '/contact',
    ]) {
      expect(safeNextPath(next)).toBe('/admin');
    }
  });
});
