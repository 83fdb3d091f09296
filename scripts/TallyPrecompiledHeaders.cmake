# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Precompiled headers: the standard and Qt headers most files include, parsed once per library and
# once per kind of test suite instead of once per file. A file that includes QtWidgets spends about
# 2.5 of its 7-10 compile seconds parsing them (measured on tst_callgraphview.cpp: -fsyntax-only
# 4.8 s without, 2.7 s with), and the two builds CI makes compile about 500 files each.
#
# Sources still include what they use: clang-tidy (scripts/lint.sh) compiles every file without the
# precompiled header, so a missing include fails there. TALLY_PRECOMPILE_HEADERS=OFF turns them off.
option(TALLY_PRECOMPILE_HEADERS "Precompile the common standard and Qt headers" ON)

set(TALLY_PCH_STD <algorithm> <array> <cstdint> <cstring> <functional> <memory> <optional> <span>
    <string> <string_view> <vector>)
set(TALLY_PCH_CORE ${TALLY_PCH_STD} <QByteArray> <QString> <QStringList>)
set(TALLY_PCH_VIEWMODEL ${TALLY_PCH_CORE} <QAbstractTableModel> <QColor> <QCoreApplication>
    <QFileInfo> <QLocale> <QObject>)
set(TALLY_PCH_WIDGETS ${TALLY_PCH_VIEWMODEL} <QAction> <QApplication> <QComboBox> <QHBoxLayout>
    <QHeaderView> <QLabel> <QLineEdit> <QMenu> <QPainter> <QPushButton> <QSettings> <QToolButton>
    <QTreeView> <QVBoxLayout> <QWidget>)
set(TALLY_PCH_TESTS_CORE ${TALLY_PCH_CORE} <map> <random> <QCoreApplication> <QFile> <QTemporaryDir>
    <QTest>)
set(TALLY_PCH_TESTS_VIEWMODEL ${TALLY_PCH_VIEWMODEL} <map> <random> <QAbstractItemModelTester>
    <QFile> <QSignalSpy> <QTemporaryDir> <QTest>)
set(TALLY_PCH_TESTS_WIDGETS ${TALLY_PCH_WIDGETS} <map> <random> <QAbstractItemModelTester> <QFile>
    <QImage> <QScrollBar> <QSignalSpy> <QTabWidget> <QTemporaryDir> <QTest>)

# tally_precompile_headers(TARGET KIND): TARGET precompiles the headers of TALLY_PCH_<KIND>.
function(tally_precompile_headers target kind)
    if(TALLY_PRECOMPILE_HEADERS)
        target_precompile_headers(${target} PRIVATE ${TALLY_PCH_${kind}})
    endif()
endfunction()

# tally_reuse_precompiled_headers(TARGET DONOR): TARGET includes DONOR's precompiled header
# instead of making its own, which is valid only where the compile flags and the definitions DONOR
# was compiled with are the same (GCC's -Winvalid-pch, an error here, says so where they are not).
function(tally_reuse_precompiled_headers target donor)
    if(TALLY_PRECOMPILE_HEADERS)
        target_precompile_headers(${target} REUSE_FROM ${donor})
    endif()
endfunction()
