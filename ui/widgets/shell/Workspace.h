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
    // remembered, so the defaults stay otherwise.
    void saveLayout(QSettings& settings) const;
    void restoreLayout(const QSettings& settings);

private:
    void createViews(Session& session, QSettings& settings);

    FlatProfileView* m_flatView = nullptr;
    ViewTabs* m_viewTabs = nullptr;
    SourcePathConfig* m_sourcePaths = nullptr;
};

} // namespace tally
