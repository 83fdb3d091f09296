// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/ViewTabs.h"

#include "ui/widgets/common/ViewActivity.h"

#include <QDataStream>
#include <QIODevice>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace tally {

namespace {

constexpr int kUpperShare = 600;
constexpr int kLowerShare = 400;

} // namespace

ViewTabs::ViewTabs(QWidget* parent) : QWidget(parent)
{
    m_splitter = new QSplitter(Qt::Vertical, this);
    QSplitter* splitter = m_splitter;
    m_upper = new QTabWidget(splitter);
    m_lower = new QTabWidget(splitter);
    for (QTabWidget* tabs : {m_upper, m_lower}) {
        tabs->setDocumentMode(true);
        tabs->setUsesScrollButtons(true);
        splitter->addWidget(tabs);
        connect(tabs, &QTabWidget::currentChanged, this, &ViewTabs::updateBusy);
    }
    // The upper group (the source, the maps, the flame graph) a little taller than the lower:
    // a listing of code shows more of itself before it scrolls.
    splitter->setSizes({kUpperShare, kLowerShare});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

void ViewTabs::addView(const QString& key, const QString& title, QWidget* view, Group group)
{
    view->setObjectName(title);
    // The view fills its page; one whose controls need more than the pane has (a toolbar of many
    // choices, a label naming two long paths) scrolls in it instead of raising the pane's
    // minimum, which the split beside would have to give it.
    auto* page = new QScrollArea;
    page->setWidgetResizable(true);
    page->setFrameShape(QFrame::NoFrame);
    page->setFocusPolicy(Qt::NoFocus);
    page->setWidget(view);
    const ViewActivity* activity = ViewActivity::of(view);
    if (activity)
        connect(activity, &ViewActivity::busyChanged, this, &ViewTabs::updateBusy);
    m_entries.push_back({key, view, page, activity});
    this->group(group)->addTab(page, title);
}

const ViewTabs::Entry* ViewTabs::entryOfPage(const QWidget* page) const
{
    for (const Entry& entry : m_entries) {
        if (entry.page == page)
            return &entry;
    }
    return nullptr;
}

QWidget* ViewTabs::currentView(Group group) const
{
    const Entry* entry = entryOfPage(this->group(group)->currentWidget());
    return entry ? entry->view : nullptr;
}

QWidget* ViewTabs::view(const QString& key) const
{
    for (const Entry& entry : m_entries) {
        if (entry.key == key)
            return entry.view;
    }
    return nullptr;
}

QWidget* ViewTabs::show(const QString& key)
{
    for (const Entry& entry : m_entries) {
        if (entry.key != key)
            continue;
        for (QTabWidget* tabs : {m_upper, m_lower}) {
            if (const int index = tabs->indexOf(entry.page); index >= 0)
                tabs->setCurrentIndex(index);
        }
        return entry.view;
    }
    return nullptr;
}

QStringList ViewTabs::keys() const
{
    QStringList result;
    for (const Entry& entry : m_entries)
        result << entry.key;
    return result;
}

bool ViewTabs::isBusy() const
{
    for (const Group group : {Group::Upper, Group::Lower}) {
        const Entry* current = entryOfPage(this->group(group)->currentWidget());
        if (current && current->activity && current->activity->isBusy())
            return true;
    }
    return false;
}

void ViewTabs::updateBusy()
{
    const bool busy = isBusy();
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

QByteArray ViewTabs::saveState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out << m_splitter->saveState();
    for (const QTabWidget* tabs : {m_upper, m_lower}) {
        const Entry* current = entryOfPage(tabs->currentWidget());
        out << (current ? current->key : QString());
    }
    return state;
}

void ViewTabs::restoreState(const QByteArray& state)
{
    QDataStream in(state);
    QByteArray split;
    QString upper;
    QString lower;
    in >> split >> upper >> lower;
    if (in.status() != QDataStream::Ok)
        return; // nothing remembered, or from another version: the defaults stay
    m_splitter->restoreState(split);
    for (const QString& key : {upper, lower}) {
        if (!key.isEmpty())
            show(key);
    }
}

} // namespace tally
