/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createTestBus } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import { OptionAvailabilityBadge, OptionsAvailability } from './options-availability';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

describe('Availability in the server render', () => {
  it('keeps the pair\'s and the badge\'s places but shows no badge and asks nothing (no script: nothing to see)', () => {
    const adapter = jest.fn();
    const runtime = createRuntime({ bus: createTestBus(), storage: memory(), token: null, events: null, adapters: { serviceB: adapter } });
    const html = renderToString(
      <RuntimeProvider runtime={runtime}>
        <OptionsAvailability optionIds={['opt-1']}>
          <OptionAvailabilityBadge optionId="opt-1" optionName="Front page" />
        </OptionsAvailability>
      </RuntimeProvider>,
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).toContain('data-testid="availability-badge"');
    expect(html).not.toMatch(/Available|left|Booked|On request|Checking/);
    expect(adapter).not.toHaveBeenCalled();
  });
});
