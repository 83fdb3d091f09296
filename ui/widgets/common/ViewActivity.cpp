// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ViewActivity.h"

#include <QEvent>
#include <QWidget>

namespace tally {

ViewActivity::ViewActivity(QWidget* view) : QObject(view), m_view(view), m_shown(view->isVisible())
{
    view->installEventFilter(this);
}

ViewActivity::~ViewActivity()
{
    m_view->removeEventFilter(this);
}

ViewActivity* ViewActivity::of(const QWidget* view)
{
    return view->findChild<ViewActivity*>(QString(), Qt::FindDirectChildrenOnly);
}

void ViewActivity::follow(Follower follower)
{
    follower(m_shown);
    m_followers.push_back(std::move(follower));
}

void ViewActivity::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

bool ViewActivity::eventFilter(QObject* watched, QEvent* event)
{
    // Show and Hide reach the view itself whenever it appears or goes, with its tab, its window
    // or itself; the view's own handlers still run after this one.
    if (watched == m_view && event->type() == QEvent::Show)
        setShown(true);
    else if (watched == m_view && event->type() == QEvent::Hide)
        setShown(false);
    return QObject::eventFilter(watched, event);
}

void ViewActivity::setShown(bool shown)
{
    if (shown == m_shown)
        return;
    m_shown = shown;
    for (const Follower& follower : m_followers)
        follower(shown);
    emit shownChanged(shown);
}

} // namespace tally
