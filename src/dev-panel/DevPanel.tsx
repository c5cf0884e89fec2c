/**
 * A small panel for testers and front-end developers working on the mock: the active scenario
 * (for this browser only, or for everyone), an added latency, a network fault for this browser
 * (reset, empty, dribble, latency by distribution), the outbox (contact codes, activation
 * links to open) and a reset. Keyboard: a button opens it, every control is labelled, Escape closes
 * it and gives focus back to the button.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  FAULT_PRESETS,
  type FaultInfo,
  type Latency,
  type OutboxMail,
  type ScenarioInfo,
  mockAdmin,
} from './mockAdmin';

const USE_GLOBAL = '';

/** The choices both scenario selects offer after their own first one: none, then each scenario. */
function ScenarioOptions({ scenarios }: { scenarios: ScenarioInfo['scenarios'] }) {
  return (
    <>
      <option value="none">none</option>
      {scenarios.map((s) => (
        <option key={s.name} value={s.name}>
          {s.name}
        </option>
      ))}
    </>
  );
}

const loadState = () =>
  Promise.all([mockAdmin.scenario(), mockAdmin.latency(), mockAdmin.outbox(), mockAdmin.fault()] as const);

export function DevPanel() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="mdp">
      <button
        ref={toggle}
        type="button"
        className="mdp-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Mock panel
      </button>
      {open && (
        <section
          id={panelId}
          className="mdp-panel"
          aria-label="Mock developer panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <PanelBody />
        </section>
      )}
    </div>
  );
}

function PanelBody() {
  const [info, setInfo] = useState<ScenarioInfo | null>(null);
  const [latency, setLatency] = useState<Latency | null>(null);
  const [latencyDraft, setLatencyDraft] = useState('0');
  const [outbox, setOutbox] = useState<OutboxMail[] | null>(null);
  const [fault, setFault] = useState<FaultInfo | null>(null);
  const [status, setStatus] = useState('');
  const ids = { browser: useId(), global: useId(), latency: useId(), fault: useId() };

  const run = useCallback(async (work: () => Promise<string>) => {
    try {
      setStatus(await work());
    } catch (error) {
      setStatus(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, []);

  const apply = useCallback(([s, l, o, f]: [ScenarioInfo, Latency, OutboxMail[], FaultInfo]) => {
    setInfo(s);
    setFault(f);
    setLatency(l);
    setLatencyDraft(String(l.latency_ms));
    setOutbox(o);
  }, []);

  const refresh = () =>
    run(async () => {
      apply(await loadState());
      return 'Refreshed.';
    });

  useEffect(() => {
    let current = true;
    loadState().then(
      (state) => {
        if (current) apply(state);
      },
      (error: unknown) => {
        if (current) setStatus(`Failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return () => {
      current = false;
    };
  }, [apply]);

  if (!info || !latency || !outbox || !fault)
    return <p role="status">{status || 'Loading the mock’s state…'}</p>;

  const setScenario = (name: string | null, scope: 'browser' | 'global') =>
    run(async () => {
      const next = await mockAdmin.setScenario(name, scope);
      setInfo(next);
      return `Scenario here: ${next.effective ?? 'none'}. Reload or navigate to see it.`;
    });

  return (
    <>
      <h2 className="mdp-title">Mock</h2>
      <p className="mdp-effective">
        Active here: <strong data-testid="mdp-effective">{info.effective ?? 'none'}</strong>
      </p>
      <div className="mdp-field">
        <label htmlFor={ids.browser}>Scenario for this browser</label>
        <select
          id={ids.browser}
          value={info.browser ?? USE_GLOBAL}
          onChange={(e) => void setScenario(e.target.value === USE_GLOBAL ? null : e.target.value, 'browser')}
        >
          <option value={USE_GLOBAL}>Same as global ({info.active ?? 'none'})</option>
          <ScenarioOptions scenarios={info.scenarios} />
        </select>
      </div>
      <div className="mdp-field">
        <label htmlFor={ids.global}>Global scenario (every browser)</label>
        <select
          id={ids.global}
          value={info.active ?? 'none'}
          onChange={(e) => void setScenario(e.target.value === 'none' ? null : e.target.value, 'global')}
        >
          <ScenarioOptions scenarios={info.scenarios} />
        </select>
      </div>
      <form
        className="mdp-field mdp-row"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            const next = await mockAdmin.setLatency(Math.max(0, Math.round(Number(latencyDraft) || 0)));
            setLatency(next);
            return `Latency: ${next.latency_ms} ms.`;
          });
        }}
      >
        <label htmlFor={ids.latency}>Latency (ms)</label>
        <input
          id={ids.latency}
          type="number"
          min={0}
          max={60000}
          step={50}
          inputMode="numeric"
          value={latencyDraft}
          onChange={(e) => setLatencyDraft(e.target.value)}
        />
        <button type="submit">Set latency</button>
      </form>
      <div className="mdp-field">
        <label htmlFor={ids.fault}>Network fault for this browser</label>
        <select
          id={ids.fault}
          value={fault.browser ?? ''}
          onChange={(e) =>
            void run(async () => {
              const next = await mockAdmin.setFault(e.target.value || null);
              setFault(next);
              return `Fault here: ${next.browser ?? 'none'}. Reload or navigate to see it.`;
            })
          }
        >
          <option value="">none</option>
          {FAULT_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
          {fault.browser && !FAULT_PRESETS.some((p) => p.value === fault.browser) ? (
            <option value={fault.browser}>{fault.browser}</option>
          ) : null}
        </select>
      </div>
      <h3 className="mdp-subtitle">Outbox</h3>
      {outbox.length === 0 ? (
        <p>No e-mails yet.</p>
      ) : (
        <ul className="mdp-outbox" aria-label="Outbox, newest first">
          {outbox.map((mail) => (
            <li key={mail.id}>
              <span className="mdp-to">{mail.to}</span>{' '}
              {mail.kind === 'otp' ? (
                <>
                  code <strong data-testid="mdp-code">{mail.code}</strong>
                </>
              ) : (
                <a href={mail.link}>Open activation link</a>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mdp-row">
        <button type="button" onClick={() => void refresh()}>
          Refresh
        </button>
        <button
          type="button"
          onClick={() =>
            void run(async () => {
              await mockAdmin.reset();
              apply(await loadState());
              return 'Mock reset: fixture data, empty outbox, start scenario and latency.';
            })
          }
        >
          Reset mock
        </button>
      </div>
      <p role="status" className="mdp-status">
        {status}
      </p>
    </>
  );
}
