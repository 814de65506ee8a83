import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { useOnDemand, useOpenedAfterMount } from './on-demand.tsx';

function Real({ name }: { name: string }) {
  return <p>paper of {name}</p>;
}
function Offline({ name }: { name: string }) {
  return <p>offline for {name}</p>;
}

let fail = true;
let calls = 0;
const load = async () => {
  calls += 1;
  if (fail) throw new TypeError('Failed to fetch dynamically imported module');
  return Real;
};

function Screen() {
  const [Part, ask] = useOnDemand(load, Offline);
  return (
    <>
      <button type="button" onClick={ask}>
        Open
      </button>
      <Suspense fallback={<p>loading</p>}>{Part ? <Part name="Asha" /> : <p>closed</p>}</Suspense>
    </>
  );
}
const request = () => fireEvent.click(screen.getByRole('button', { name: 'Open' }));

describe('useOnDemand', () => {
  it('fetches nothing until asked, shows the offline part when the fetch fails and tries again on the next request', async () => {
    render(<Screen />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(calls).toBe(0);

    act(() => request());
    expect(await screen.findByText('offline for Asha')).toBeInTheDocument();
    expect(calls).toBe(1);

    fail = false;
    act(() => request());
    expect(await screen.findByText('paper of Asha')).toBeInTheDocument();
    expect(calls).toBe(2);

    // Once loaded, asking again neither fetches nor remounts.
    act(() => request());
    expect(screen.getByText('paper of Asha')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('useOpenedAfterMount', () => {
  it('is closed on the first render of a part mounted open, then open', async () => {
    const seen: boolean[] = [];
    function Modalish({ opened }: { opened: boolean }) {
      const shown = useOpenedAfterMount(opened);
      seen.push(shown);
      return <p>{shown ? 'open' : 'closed'}</p>;
    }
    render(<Modalish opened />);
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });
});
