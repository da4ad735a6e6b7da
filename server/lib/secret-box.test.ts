import { describe, expect, it } from 'vitest';
import { createSecretBox, deriveKey } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(deriveKey('app secret', 'two-factor-secret'));

  it('opens what it sealed, and never seals the same way twice', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user:1')).not.toBe(sealed);
  });

  it('refuses another context, another key, a changed value and garbage', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:1');
    expect(box.open(sealed, 'user:2')).toBeNull();
    expect(createSecretBox(deriveKey('other secret', 'two-factor-secret')).open(sealed, 'user:1')).toBeNull();
    expect(createSecretBox(deriveKey('app secret', 'another purpose')).open(sealed, 'user:1')).toBeNull();
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), `${parts[3]?.slice(0, -2)}AA`].join('.');
    expect(box.open(tampered, 'user:1')).toBeNull();
    expect(box.open('garbage', 'user:1')).toBeNull();
    expect(box.open('v1.a.b.c', 'user:1')).toBeNull();
  });
});
