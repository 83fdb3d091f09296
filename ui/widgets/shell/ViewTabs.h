// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QWidget>

#include <vector>

class QSplitter;
class QTabWidget;

namespace tally {

// The tabbed area beside the flat profile, as KCachegrind has it: two tab groups one above the
// other, so that two views show at once. Each view is added once, under a key that the command
// line (`--view=KEY`) and the menus use to bring it forward. A view's page scrolls it when it is
// wider (or taller) than its pane: a view never widens the pane, which would squeeze the flat
// profile beside it and move the split the user chose.
class ViewActivity;

class ViewTabs : public QWidget
{
    Q_OBJECT

public:
    enum class Group
    {
        Upper,
        Lower
    };

    explicit ViewTabs(QWidget* parent = nullptr);

    // Adds `view` (which becomes a child of the tabs) as `title` in `group`. A view with
    // background work has a ViewActivity, whose busyChanged the tabs hear.
    void addView(const QString& key, const QString& title, QWidget* view, Group group);
    // Makes the view current in its group; returns it, or nullptr for an unknown key.
    QWidget* show(const QString& key);
    QWidget* view(const QString& key) const;
    // The view in front of `group` (its tab's page holds it).
    QWidget* currentView(Group group) const;
    QStringList keys() const;
    QTabWidget* group(Group group) const { return group == Group::Upper ? m_upper : m_lower; }

    // Whether a view now on screen is still computing (its ViewActivity is busy); screenshots
    // wait for them.
    bool isBusy() const;

    // The split between the groups and each group's current view, to be remembered.
    QByteArray saveState() const;
    void restoreState(const QByteArray& state);

signals:
    // isBusy() changed: a view in front started or ended its work, or another came forward.
    void busyChanged(bool busy);

private:
    struct Entry
    {
        QString key;
        QWidget* view;
        QWidget* page;                // the tab's page: the view in a scroll area
        const ViewActivity* activity; // null for a view with no background work
    };

    const Entry* entryOfPage(const QWidget* page) const;
    void updateBusy();

    QSplitter* m_splitter = nullptr;
    QTabWidget* m_upper = nullptr;
    QTabWidget* m_lower = nullptr;
    std::vector<Entry> m_entries;
    bool m_busy = false;
};

} // namespace tally
