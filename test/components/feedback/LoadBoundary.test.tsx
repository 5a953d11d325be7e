import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentType, type ReactNode } from 'react';
import { DIALOG_LOAD_FAILED, lazyDialog } from '@/components/dialogs/lazyDialog';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { LazySection, SECTION_LOAD_FAILED } from '@/components/layout/LazySection';

interface Props {
  show: boolean;
}

/** Code that fails to arrive the first time, then arrives: `calls` counts the downloads. */
function flakyLoader(Loaded: ComponentType<Props>) {
  const loader = {
    calls: 0,
    load: () => {
      loader.calls += 1;
      return loader.calls === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve(Loaded);
    },
  };
  return loader;
}

const Fleet = () => <p>Buses of Acme Coaches</p>;
const Remove = ({ show }: Props) => (show ? <p role="dialog">Remove it?</p> : null);

beforeEach(() => {
  // React reports the error each boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('LoadBoundary', () => {
  it('fetches a loader once for all its uses, and Try again fetches a failed one again', async () => {
    const user = userEvent.setup();
    const code = flakyLoader(Fleet);
    const boundary = (
      <LoadBoundary
        load={code.load}
        message="The fleet could not be loaded."
        fallback={<p>Loading...</p>}
        frame={(failure) => <section aria-label="Fleet">{failure}</section>}
      >
        {(Loaded) => <Loaded show />}
      </LoadBoundary>
    );
    render(
      <>
        {boundary}
        {boundary}
      </>,
    );
    const failed = await screen.findAllByRole('alert');
    expect(failed).toHaveLength(2);
    expect(failed[0]).toHaveTextContent('The fleet could not be loaded.');
    expect(code.calls).toBe(1);

    await user.click(within(failed[0]).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Buses of Acme Coaches')).toBeInTheDocument();
    expect(code.calls).toBe(2);
    // The other use tries again with the code now there: no download more.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByText('Buses of Acme Coaches')).toHaveLength(2));
    expect(code.calls).toBe(2);
  });

  it('is the one boundary of a section and a dialog: each says its own text, Try again fetches its own code', async () => {
    const user = userEvent.setup();
    const section = flakyLoader(Fleet);
    const dialog = flakyLoader(Remove);
    const RemoveDialog = lazyDialog<Props>(dialog.load);
    render(
      <>
        <LazySection title="Fleet" minHeight="20rem" load={section.load}>
          {(Section) => <Section show />}
        </LazySection>
        <RemoveDialog show />
      </>,
    );
    const sectionAlert = await screen.findByText(SECTION_LOAD_FAILED);
    const dialogAlert = await screen.findByText(DIALOG_LOAD_FAILED);
    // The same markup for both: the shared boundary's alert with its Try again.
    const [sectionFailure, dialogFailure] = [sectionAlert, dialogAlert].map((text) =>
      text.closest('[role="alert"]'),
    );
    expect(sectionFailure?.className).toBe(dialogFailure?.className);

    await user.click(
      within(sectionFailure as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByText('Buses of Acme Coaches')).toBeInTheDocument();
    expect([section.calls, dialog.calls]).toEqual([2, 1]);
    expect(screen.getByText(DIALOG_LOAD_FAILED)).toBeInTheDocument();

    await user.click(
      within(dialogFailure as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Remove it?');
    expect([section.calls, dialog.calls]).toEqual([2, 2]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a fault of code that did load to the boundary above it, not to Try again', async () => {
    const Broken = () => {
      throw new Error('a bug in the section');
    };
    class Page extends Component<{ children: ReactNode }, { fault: string | null }> {
      state = { fault: null };
      static getDerivedStateFromError(error: Error) {
        return { fault: error.message };
      }
      render() {
        return this.state.fault ? <p>Page error: {this.state.fault}</p> : this.props.children;
      }
    }
    render(
      <Page>
        <LazySection title="Fleet" minHeight="20rem" load={() => Promise.resolve(Broken)}>
          {(Section) => <Section />}
        </LazySection>
      </Page>,
    );
    expect(await screen.findByText('Page error: a bug in the section')).toBeInTheDocument();
    expect(screen.queryByText(SECTION_LOAD_FAILED)).toBeNull();
  });
});
