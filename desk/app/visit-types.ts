/** The day plan as the desk API answers it (desk/visits/plan.ts, open-windows.ts). */
import type { VisitStatus } from '../../model/visits/visit-status.ts';
import type { MessageKind } from '../../model/visit-messages.ts';

/** A WhatsApp message of a visit (desk/visits/messages.ts): where it opens (the confirmation asks first), and whether it went out. */
export interface VisitMessage { kind: MessageKind; href?: string; sentAt?: string; sentBy?: string }

export interface PlanVisit {
  id: number;
  /** Left out of a groomer's own plan: they never open the lead's page. */
  leadId?: number;
  city: string; date: string; window: string; groomerId: string; status: VisitStatus;
  name: string; phone: string; address: string; pet: string; breed: string;
  package: string; addOns: string; request: string; total: number;
  messages: VisitMessage[];
}

export interface PlanGroomer { id: string; name: string; city: string; cityName: string; worksToday: boolean }

export interface DayPlanData {
  today: string; date: string; groomers: PlanGroomer[]; visits: PlanVisit[];
  /** The office's flag: tomorrow's visits still without their reminder. */
  unreminded?: { date: string; count: number; visitIds: number[] };
}

export interface WindowChoice { window: string; open: boolean; groomers: string[] }

export interface OpenWindows { date: string; city: string; team: { id: string; name: string }[]; windows: WindowChoice[] }
