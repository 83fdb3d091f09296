// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QSplitter>

class QSettings;

namespace tally {

class FlatProfileView;
class Session;
class SourcePathConfig;
class ViewTabs;

// What the window shows of an open profile: the flat profile beside the tabbed views, every view
// created and registered under its key, and the split, tabs and list columns remembered in the
// settings.
class Workspace : public QSplitter
{
    Q_OBJECT

public:
    // `session` and `settings` outlive the workspace.
    Workspace(Session& session, QSettings& settings, QWidget* parent = nullptr);

    FlatProfileView* flatView() const { return m_flatView; }
    ViewTabs* viewTabs() const { return m_viewTabs; }
    // Where the source and assembly views look for files (View > Source Folders).
    SourcePathConfig& sourcePaths() const { return *m_sourcePaths; }

    // The split, the open tabs and the flat profile's columns; each is restored only when
    // remembered, so the defaults stay otherwise. A remembered split that leaves the flat
    // profile too narrow for readable names (saved from a larger screen, or squeezed) is put
    // back to the default shares.
    void saveLayout(QSettings& settings) const;
    void restoreLayout(const QSettings& settings);

    // The flat profile's width with every column and names of a readable width.
    int readableListWidth() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void createViews(Session& session, QSettings& settings);
    void addFilterKeys();
    void setDefaultSplit(int total);
    // Puts the split back to the default shares when it leaves the list too narrow.
    void repairSplit();

    FlatProfileView* m_flatView = nullptr;
    ViewTabs* m_viewTabs = nullptr;
    SourcePathConfig* m_sourcePaths = nullptr;
    // A split was restored: checked once the workspace has its width.
    bool m_splitRestored = false;
};

} // namespace tally
