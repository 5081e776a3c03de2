// The privacy policy. Every statement here must stay true of the code: docs/security.md (sign-in,
// sessions, logs, erasure) and docs/events.md (what is stored, what is sealed). Change both together.
import { PageLayout, Prose } from "../../components/page-layout.tsx";
import { PRIVACY_EMAIL, mailto } from "./emails.ts";
import { Link } from "wouter";

export function PrivacyPage() {
  return (
    <PageLayout
      title="Privacy Policy"
      lead="What Levelfield collects, why, who can see it, and how to make it disappear. Written to be read, not skimmed past."
    >
      <Prose>
        <p className="text-sm text-muted-foreground">Effective November 2026</p>

        <h2>The short version</h2>
        <ul>
          <li>Levelfield is for students aged 14 or older.</li>
          <li>We collect what we need to run your practice, and nothing for advertising.</li>
          <li>No ads, no third-party trackers, and we never sell your data.</li>
          <li>
            The details that say who you are are encrypted with a key that belongs to your account
            alone. Delete your account and we destroy that key.
          </li>
          <li>Other students only ever see your generated username and your progress.</li>
        </ul>

        <h2>Who Levelfield is for</h2>
        <p>
          Levelfield is for students aged 14 or older who are getting ready for the SAT. When you
          create an account we ask for your birth year and we don&apos;t create accounts for anyone
          younger than 14. If you think someone younger has signed up, write to us and we will
          delete the account.
        </p>

        <h2>What we collect</h2>
        <h3>When you create an account</h3>
        <ul>
          <li>
            <strong>Your birth year</strong>, to check you are old enough.
          </li>
          <li>
            <strong>Your email address and a password</strong>, if you sign up with email. We never
            store the password itself, only a scrambled version (a hash) that can check it but
            can&apos;t be turned back into it.
          </li>
          <li>
            <strong>What your sign-in provider tells us</strong>, if you use Google, Apple or X:
            usually your email, your name and a link to your profile picture. If you use Apple, we
            don&apos;t receive your email at all.
          </li>
        </ul>
        <h3>When you set up your profile</h3>
        <p>
          Your first and last name, your grade, whether you have taken the SAT before, your school
          and the date you plan to take the SAT. We use these to set up your practice, count down to
          your test and place you in your school&apos;s ranking.
        </p>
        <h3>When you practice</h3>
        <p>
          Your answers and your practice history: which questions you answered, what you chose and
          whether it was right, your XP, streak, levels, bookmarked tips, friends and study plan. We
          keep these as a record of events, one entry for each thing you do, which is how Levelfield
          works out your levels, your estimated scores and what to give you next.
        </p>
        <h3>On your device</h3>
        <p>
          One cookie, <code>levelfield_sid</code>, which keeps you signed in. It holds only a random
          code, and it ends when you log out, after 7 days without use, or after 30 days at most.
          Your browser also remembers the birth year you typed, so you don&apos;t have to enter it
          twice, and whether you dismissed the &quot;add to home screen&quot; prompt. These copies
          stay in your browser. That&apos;s all: no advertising or tracking cookies.
        </p>

        <h2>How we keep it safe</h2>
        <p>
          The details that say who you are (your email, your name, your birth year, and your profile
          picture and password hash if you have them) are encrypted before they are stored, with a
          key that belongs to your account alone.
        </p>
        <p>
          Your username is generated for you from an adjective, an animal and three digits, so it
          holds no personal information. You can change it later.
        </p>
        <p>
          Our server logs record that someone signed in or out, never your email, name, password,
          cookies or network address. To stop people guessing passwords, we count failed sign-in
          attempts for about 15 minutes, per account and per network address, and then clear the
          count.
        </p>

        <h2>What other students can see</h2>
        <p>
          Friends you add see your username, your progress stats (XP, streak, English and Math
          levels, when you last practiced) and your milestones. In the school, region and
          all-student rankings you are counted in the totals and percentages, not listed by name. No
          other student sees your real name, email, birth year, school details or estimated scores.
          There is no messaging and there are no photos between students. Rankings are based on
          progress over the week, never on test scores.
        </p>

        <h2>Parents</h2>
        <p>
          The progress page has a Parent View: a clear summary of English and Math progress, test
          readiness and the week&apos;s practice that you can show a parent or guardian. There are
          no separate parent accounts. Parents and guardians can write to us with questions, or to
          ask us to delete their teen&apos;s account; we&apos;ll ask for enough detail to be sure
          the request comes from the student&apos;s family.
        </p>

        <h2>What we never do</h2>
        <ul>
          <li>Show ads, or use your data to target ads anywhere else.</li>
          <li>Put third-party trackers or analytics scripts in Levelfield.</li>
          <li>Sell, rent or trade your data, to anyone, ever.</li>
        </ul>
        <p>
          If you sign in with Google, Apple or X, that company knows you used it to sign in to
          Levelfield; its own privacy policy covers what it does with that.
        </p>

        <h2>Seeing, fixing and deleting your data</h2>
        <p>
          To get a copy of what we hold about you, to correct it, or to delete your account, write
          to us at the address below from the email on your account (or tell us your username if you
          sign in with Apple).
        </p>
        <p>
          When an account is deleted, it is removed from the app, every session is signed out, and
          the key that unlocks its personal details is destroyed. Without that key the encrypted
          details are unreadable, by us or anyone else, permanently. What remains is practice
          history filed under a random account number, which no longer leads back to you. Your email
          is free to sign up again as a new account.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          If we change this policy in a way that matters, we will say so in Levelfield before the
          change takes effect, and update the date at the top of this page.
        </p>

        <h2>Questions</h2>
        <p>
          Write to <a href={mailto(PRIVACY_EMAIL, "Privacy question")}>{PRIVACY_EMAIL}</a>. You can
          also read our <Link href="/terms">Terms of Service</Link> or find other ways to reach us
          on the <Link href="/contact">Contact Us page</Link>.
        </p>
      </Prose>
    </PageLayout>
  );
}
