// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

#include <functional>
#include <vector>

class QWidget;

namespace tally {

// The one contract between a view and the shell. A view with background work has one, a child
// of itself declared as its last member (so it stops watching before what it drives goes), and:
// - its work follows its visibility: `follow` (a LatestJob, a model's setActive) is told true
//   when the view is shown and false when it is hidden, through an event filter on the view, so
//   no view writes show and hide handlers of its own (a hidden tab computes nothing; brought
//   forward, it runs what was asked for meanwhile);
// - it says when it is busy: `setBusy`, heard as `busyChanged`, which ViewTabs connects to (the
//   window's screenshots wait for the views shown to be idle).
class ViewActivity : public QObject
{
    Q_OBJECT

public:
    using Follower = std::function<void(bool active)>;

    // Watches `view`, whose child it is.
    explicit ViewActivity(QWidget* view);
    ~ViewActivity() override;
    ViewActivity(const ViewActivity&) = delete;
    ViewActivity& operator=(const ViewActivity&) = delete;

    // The activity of `view`, or null for a view with no background work.
    static ViewActivity* of(const QWidget* view);

    // `follower` is told now whether the view is shown, and again on each change.
    void follow(Follower follower);
    // A job (LatestJob) or model with setActive(bool), on while the view is shown.
    template <typename Job>
    void followJob(Job& job)
    {
        follow([&job](bool active) { job.setActive(active); });
    }

    bool isShown() const { return m_shown; }
    bool isBusy() const { return m_busy; }
    void setBusy(bool busy);

signals:
    void busyChanged(bool busy);
    void shownChanged(bool shown);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setShown(bool shown);

    QWidget* m_view;
    std::vector<Follower> m_followers;
    bool m_shown = false;
    bool m_busy = false;
};

} // namespace tally
