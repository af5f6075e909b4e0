/**
 * The staff help centre's questions, by category. They describe the console as it works: when a
 * stage, a task type, a limit or a role changes in code, the answer here changes with it (the
 * help centre's tests pin the facts that other modules own).
 */
export type FaqItem = { id: string; question: string; answer: string };
export type FaqCategory = { id: string; title: string; items: FaqItem[] };

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    items: [
      {
        id: "sign-in",
        question: "How do I sign in to VOX?",
        answer:
          "Open /auth and sign in with your company e-mail address and password. We then e-mail you a 6-digit code; enter it to finish signing in. The code expires in 5 minutes and allows 5 tries, after which you ask for a new one.",
      },
      {
        id: "no-code",
        question: "The sign-in code has not arrived. What should I do?",
        answer:
          "Wait a minute and check your spam folder, then use 'Send a new code' on the code screen. A new code replaces the old one. If no code arrives at all, ask an administrator to check that your e-mail address in VOX is correct.",
      },
      {
        id: "tabs",
        question: "What is on each tab of the console?",
        answer:
          "Contacts lists every contact (from the website's forms, added by hand or imported from a CSV file) with search and filters; open one to see its leads, tasks and timeline. Pipeline shows the leads by stage, from New Lead to Closed Won and Closed Lost, with each stage's value; move a lead by dragging its card or with the keyboard. Quotes lists every quote (draft, sent, viewed, accepted, declined or expired); open one to build the trip day by day with its hotels and services, priced from the supplier's cost with your markup and the taxes, and send it to the traveller as a link and a PDF they accept with a code. Payments lists every payment request (a quote's deposit and balance, an activity booking, a deal's deposit or an amount you raised), overdue first, with what is due, paid and still owed; record a bank transfer, UPI or cheque the traveller sent, cancel a request, or ask for any amount from a lead on the contact's page. Tasks holds the calls, e-mails and follow-ups to do: all open tasks, your own (My tasks), the Unassigned queue nobody has taken yet, and those done. Analytics shows, for a period you choose, how many leads arrived and from where, how many verified their mobile, how soon they were first contacted and how they moved through the stages. Revenue shows the value won by month, destination and owner, the accepted quotes' value and margin, the money collected against the amounts booked each month, and the open pipeline weighted by each stage's chance of closing. Scoring shows how many open leads are in each score band, the rules new leads are scored by and the highest-scoring open leads. Logs is the communication log (calls, notes, e-mails and SMS) for everyone or for one contact. Privacy is the queue of people's privacy requests (to see, correct or erase what the agency holds about them, a complaint or a nominee), each with the day it is due; enter one that came by e-mail or phone, and close it with what was done. Administrators also see Tags (make, rename and delete the labels put on contacts), Users (invite staff, change roles, deactivate accounts, end sessions, give new leads out in turn, and the audit log) and Rates (the exchange rates foreign prices are shown in rupees at, the quotes' tax rules, markups and terms, and the payment details: bank account, UPI id, GSTIN and reminder days); they also refund payments; on Scoring they edit the rules and rescore open leads, on Revenue they set each stage's chance, and on Logs they see failed background jobs and retry them.",
      },
      {
        id: "shortcuts",
        question: "Are there keyboard shortcuts?",
        answer:
          "Press Ctrl+K (Cmd+K on a Mac) to open the command menu and jump to a tab or to a contact by name or phone number. Press g and then a tab's letter to move between tabs.",
      },
    ],
  },
  {
    id: "lead-management",
    title: "Lead Management",
    items: [
      {
        id: "where-leads-come-from",
        question: "Where do leads come from?",
        answer:
          "From the website: the travel quiz, priority access, callback requests, bookings, itinerary unlocks, deal bookings and the AI planner's 'Send this plan to an expert' all end with the visitor confirming their Indian mobile number with a 6-digit SMS code. An activity booking is a lead too: one the supplier confirms at once, or that staff confirm from its booking line, arrives as Closed Won at its value, and every e-mail to the guest (request received, voucher, declined, not booked) is on the contact's timeline. Contact-page and wedding enquiries arrive without a code and are marked unverified. What a visitor wrote in a form's message is quoted on the lead under \"In their words\", and the destination, month, group and budget it mentions fill the trip details the form did not ask for: check them when you call.",
      },
      {
        id: "lead-score",
        question: "What does the lead score mean?",
        answer:
          "Every lead has a score from 0 to 100. A score of 80 or more is high priority and opens an urgent call task automatically. Each lead type has a score, and a quiz lead is scored from its points. The Scoring tab shows these rules; administrators change them there, and new leads follow the new rules at once. Rescore open leads applies them to every lead not yet closed, in the background, with a progress bar; each changed lead gets a line on its timeline. Each lead on a contact's page says why it scored what it did.",
      },
      {
        id: "stages",
        question: "What are the pipeline stages?",
        answer:
          "New Lead, Contacted, Qualified, Proposal Sent, Negotiation, Closed Won and Closed Lost. Move a lead by dragging its card on the Pipeline tab (or with the keyboard: Space, the arrow keys, Space), with its Move to list, or by changing its stage on the contact page. Closed Won asks for the deal's value and Closed Lost for the reason; every move is recorded on the contact's timeline, and each column shows its count and value in rupees.",
      },
      {
        id: "duplicates",
        question: "The same person enquired twice. Will I see two contacts?",
        answer:
          "Not for the same mobile number: leads are matched to contacts by number, so a second enquiry from it is added to the existing contact as a new lead. Records that share an e-mail address or number are flagged as possible duplicates on the contact page (and under Duplicates on the Contacts tab); Compare and merge shows both side by side, you choose each field, and every lead, task and timeline entry of both is kept.",
      },
    ],
  },
  {
    id: "task-management",
    title: "Task Management & Automation",
    items: [
      {
        id: "task-types",
        question: "Which task types are there?",
        answer:
          "follow_up, call, email, meeting and review. Each task has a priority (urgent, high, normal or low), an assignee (whoever adds it, unless they choose someone else) and usually a due time, in India time. Link it to a contact, or to one of their leads, or leave it on its own: add one with New task on the Tasks tab or from a contact's page.",
      },
      {
        id: "automatic-tasks",
        question: "Which tasks are created automatically?",
        answer:
          "A lead scoring 80 or more gets an urgent call task (an e-mail task if it gave no mobile number), due 15 minutes after the lead arrived (5 minutes for a callback request) when it arrives between 8am and 8pm India time, and at 8:15am the next morning when it arrives outside those hours. A priority-access request or a contact-form message scoring less gets a follow-up task instead, due 24 hours (priority access) or 2 hours (a message) after it arrived, at any hour. A lead still in New Lead with no call logged gets a follow-up task 3, 7 and 14 days after it arrived (an administrator can change the days on the Tasks tab). Each reminder replaces the one before; they stop once the lead moves on or a call is logged. Every automatic task is assigned to the lead's owner when it is created, so it is in their My tasks, overdue count and morning e-mail. A lead with no owner leaves its task under Unassigned on the Tasks tab, with the number waiting beside it, until someone assigns it. When a lead is given to someone else, its open automatic tasks go with it, unless they had been handed to a third person; tasks added by hand stay where they are.",
      },
      {
        id: "overdue",
        question: "How do I see what is overdue?",
        answer:
          "The Tasks tab lists open tasks overdue first and marks them in red; My tasks shows only yours, and the number on the Tasks tab itself is how many of yours are overdue. Beside the list, the counts are the list's own and say whose they are, for example Yours: 3 overdue · 12 open, or All: 40 overdue · 300 open. Filter by type, priority or assignee, see the tasks nobody has yet under Unassigned, and finished ones under Done, the most recently completed first. Snooze only ever moves a task later: 1 hour later counts from its due time (or from now, if it is already overdue), and Tomorrow 9:30 and Next week (9:30 India time) are offered only when they are after its due time. To bring a task forward, edit its due time. Each morning after 8am India time, if you have any, you are e-mailed your overdue tasks and today's.",
      },
    ],
  },
  {
    id: "communication-tracking",
    title: "Communication & Tracking",
    items: [
      {
        id: "logs",
        question: "What does the Logs tab record?",
        answer:
          "Every SMS code sent to a contact (and whether it was delivered, when the SMS provider reports it), every e-mail sent to them or about them (an activity booking's request, voucher and outcome e-mails to the guest as well as the notices to staff), and the calls and notes staff log by hand. Filter it by channel, failed messages or dates, or open it for one contact. A failed e-mail can be sent again from its line; administrators also see the failed background jobs and retry them.",
      },
      {
        id: "log-a-call",
        question: "How do I record a call?",
        answer:
          "On the contact's page choose Log a call or note (or open Logs for that contact), pick the outcome, the minutes and what was said. It appears on the contact's timeline at once.",
      },
      {
        id: "staff-emails",
        question: "Who is e-mailed when a new lead arrives?",
        answer:
          'Two e-mails go out. The leads inbox set up for your agency receives one per lead with its details and score (the subject starts with [Urgent] for a score of 80 or more). The lead\'s owner receives a second, "New lead for you": the person who already looks after that contact, if still active, or otherwise the next active partner in turn. When an administrator turns off giving new leads out in turn (on the Users tab), nobody is made owner and only the leads inbox is e-mailed. A double click or a retried request on the website never sends a second e-mail for the same lead.',
      },
    ],
  },
  {
    id: "contact-management",
    title: "Contact Management",
    items: [
      {
        id: "edit-contacts",
        question: "Who can create, edit and delete contacts?",
        answer:
          "Partners and administrators create and edit contacts. Only administrators delete them, and every deletion is written to the audit log.",
      },
      {
        id: "erase-contact",
        question: "A person asked us to delete their data. What do I do?",
        answer:
          "An administrator opens the contact and chooses Erase personal data, then types ERASE to confirm. Their details, leads, tasks, timeline, form submissions and queued messages are removed for good; the audit log records that an erasure happened, without their name or number. Delete, by contrast, only hides a contact and keeps the records.",
      },
      {
        id: "export-contact",
        question: "A person asked for a copy of the data we hold about them. How do I give it?",
        answer:
          "An administrator opens the contact and chooses Export personal data. A JSON file downloads with their details, leads and trip details, form submissions, activity bookings, tags, tasks and timeline. The audit log records that an export happened, without the data itself.",
      },
      {
        id: "only-my-records",
        question: "Can partners see only the contacts assigned to them?",
        answer:
          "Yes. An administrator switches on 'Partners see only the contacts and leads assigned to them' on the Contacts tab. Partners then see, search and open only their own contacts and leads, and the lead figures on Pipeline, Analytics, Revenue and Scoring count only those (the verification funnel, which counts every visitor's forms, is then shown to administrators only); administrators still see everything. A partner who adds a mobile already on someone else's contact is told only that a contact with that number exists and that an administrator can help.",
      },
      {
        id: "tags",
        question: "How do tags work?",
        answer:
          "Tags group contacts: honeymooners, corporate, repeat travellers. Administrators make, rename, colour and delete them on the Tags tab (deleting a tag takes it off every contact, and the contacts stay). Anyone can tag a contact from its page with Edit tags, or tick several rows on the Contacts tab and add or remove a tag for all of them at once (Space ticks the row in focus). When the box at the top ticks the whole page and more contacts match the filters, choose Select all … matching: VOX asks you to confirm the number and tags every one of them or none; if the number changed meanwhile, nothing is changed and you see the new number. Filter the Contacts tab by tag to find them again.",
      },
      {
        id: "assignment",
        question: "Who gets a new lead?",
        answer:
          "Each new lead goes to the next active partner in turn, and they are e-mailed about it. A traveller who comes back stays with the person who already looks after them. Deactivated partners are skipped. An administrator can switch this off on the Users tab; new leads then wait unassigned. Changing a lead's owner is written on the contact's timeline and e-mails the new owner.",
      },
      {
        id: "live-leads",
        question: "Do I need to reload to see new leads?",
        answer:
          "No. While VOX is open it checks for new leads every few seconds: each one pops up with a button to open it, the Contacts tab counts them until you look, and the list or board you are on updates.",
      },
      {
        id: "find-contact",
        question: "How do I find a contact quickly?",
        answer:
          "Search the Contacts tab by name, phone number (typed any way, with spaces, +91 or a leading 0) or e-mail, and narrow the list by stage, lead type, owner, tag, verified number or the date added. Or press Ctrl+K (Cmd+K) and type a name or number.",
      },
      {
        id: "verified-badge",
        question: "What does the verified mark on a phone number mean?",
        answer:
          "The visitor typed a 6-digit code we sent to that number by SMS, so the number is theirs. Enquiries from the contact page and the wedding planner, and activity bookings, have no code and show as unverified: confirm the number when you call.",
      },
    ],
  },
  {
    id: "analytics-reporting",
    title: "Analytics & Reporting",
    items: [
      {
        id: "analytics",
        question: "What does the Analytics tab show?",
        answer:
          "Leads per day by type and source, how many visitors who started a form confirmed their number, conversion between stages, the time from a lead to its first contact, and the most requested destinations, for a date range you choose.",
      },
      {
        id: "revenue",
        question: "How is revenue counted?",
        answer:
          "Closed Won value by month, destination and owner, and the open pipeline weighted by each stage's probability. A confirmed activity booking counts on the day it was confirmed, at its value in rupees at the rate kept with the booking; a declined or failed one does not count. All figures are in rupees.",
      },
      {
        id: "export",
        question: "Can I export or import contacts?",
        answer:
          "Yes. Export CSV on the Contacts tab downloads every contact the list shows with its current search and filters (not just the page on screen); on the Pipeline tab it downloads the leads the board shows. Exporting is a permission: administrators always have it, and a partner has it once an administrator ticks May export beside their name on the Users tab; with only my records on, a partner's file holds only their own records. Every export is in the audit log (Contacts exported or Leads exported). The file opens in Excel with ₹ and Indian names intact, and its dates and times are India time (columns marked IST, such as 2026-10-25 12:00:54), so a pivot by day gives the same days as the dashboard; an Added (UTC ISO) or Created (UTC ISO) column gives the same moment for other programs. Import CSV adds contacts from a file of up to 10,000 rows: choose the file, check which column is which (VOX guesses, and remembers your choice), and watch the progress. A row whose mobile or e-mail is already on file fills in that contact's empty details instead of adding a second one. At the end every row of the file is counted once, as added, updated, skipped or not imported, each skipped or refused row with the reason (rows not imported can be downloaded as a file to fix), and the columns VOX did not read are named.",
      },
      {
        id: "import-guessing",
        question: "Which columns does the import recognise, and can I bring contacts from HubSpot or Zoho?",
        answer:
          "VOX guesses each column from its heading: a name, or a first name and a last name (joined, so अनन्या and शर्मा become अनन्या शर्मा); mobile (preferred over a landline phone column), e-mail, city, notes or description, tags; stage (HubSpot's Lifecycle Stage, Zoho's Lead Status); lead source; created date (Create Date, Created Time); and owner (Contact owner, Lead Owner). You can change any guess before importing. For a new contact, the created date is kept (a date without a time zone is read as India time; a date VOX cannot read is noted and the contact is dated today), the owner is the staff member with that e-mail or name (otherwise you, with a note), and a stage puts a lead on the pipeline: Subscriber gets no lead; Lead, Other and Not Contacted are New Lead; Marketing Qualified Lead, Attempted to Contact, Contact in Future and Contacted are Contacted; Sales Qualified Lead, Pre-Qualified and Qualified are Qualified; Opportunity is Proposal Sent; Customer and Evangelist are Closed Won; Not Qualified, Lost Lead and Junk Lead are Closed Lost; a stage VOX does not know starts as New Lead, with a note. A contact already on file keeps its owner, created date and leads.",
      },
    ],
  },
  {
    id: "security-access",
    title: "Security & Access",
    items: [
      {
        id: "roles",
        question: "What can each role do?",
        answer:
          "There are two roles. Partners work leads: contacts, pipeline, quotes, payments, tasks, analytics, revenue, scoring and logs, and tag contacts. Administrators can do all of that and also refund payments, make tags, invite and deactivate staff, change roles, reset passwords, change the scoring rules, delete contacts and change the console's settings.",
      },
      {
        id: "invite-staff",
        question: "How do I add a colleague?",
        answer:
          "An administrator opens the Users tab, chooses Invite staff and enters their name, work e-mail and role. They get an e-mail with a link to choose their password; the link works once, for 72 hours. They then sign in with that password and the e-mailed code. From the same tab an administrator changes roles, deactivates and reactivates accounts (a deactivated person is signed out at once), resets passwords and ends sessions, chooses which screenshot-detector signals alert and which only count, and reads the audit log filtered by event, person and date.",
      },
      {
        id: "two-factor",
        question: "Why is there a code after my password?",
        answer:
          "Two-factor sign-in: a stolen password alone does not open VOX. The 6-digit code is e-mailed to you at each sign-in and expires in 5 minutes.",
      },
      {
        id: "locked-out",
        question: "I was locked out after several wrong attempts.",
        answer:
          "After 5 wrong passwords in a row from one network, signing in to your account from that network pauses for up to 15 minutes; a stranger guessing elsewhere cannot lock you out. After 10 wrong codes in a row, the code step pauses for 15 minutes. Wait and try again; an administrator can reset your password if you have forgotten it.",
      },
      {
        id: "screenshots",
        question: "Why does VOX notice screenshots and copying?",
        answer:
          "The console holds travellers' personal details. A screenshot shortcut, screen recording or developer tools alert the administrators, who get at most one e-mail an hour per person, its alerts grouped by day. Changing tabs, switching apps, right-clicking and copying (a traveller's mobile into WhatsApp, say) are only counted, never blocked; administrators choose on the Users tab which of these alert and which only count. Everything is kept in the audit log. Sharing credentials or screenshots is prohibited.",
      },
    ],
  },
  {
    id: "troubleshooting-support",
    title: "Troubleshooting & Support",
    items: [
      {
        id: "forgot-password",
        question: "I forgot my password.",
        answer:
          "Ask an administrator: password resets are done by administrators from the Users tab. Your old password stops working and you are e-mailed a link to choose a new one (it works once, for 72 hours). You can change your own password at any time once signed in; VOX asks for your current password first.",
      },
      {
        id: "signed-out",
        question: "Why was I signed out?",
        answer:
          "Your session ended: it expired, you signed out in another tab, or someone signed out all your sessions. Sign in again; the page you were on opens afterwards.",
      },
      {
        id: "access-denied",
        question: "I see 'Access Denied'.",
        answer:
          "Your account is signed in but has no console role. Ask an administrator to give it the partner or admin role. (A page for administrators only simply takes partners back to the home page.)",
      },
    ],
  },
];

/** The number of questions across all categories. */
export const FAQ_QUESTION_COUNT = FAQ_CATEGORIES.reduce((n, c) => n + c.items.length, 0);
